import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { libraryFlagFromArgv, resolveLibraryRoot } from '../../../src-main/library';

describe('resolveLibraryRoot', () => {
  const documentsDir = resolve('/home/gm/Documents');
  it.each([
    ['flag beats everything', { flag: '/a', env: { HEXFRAY_LIBRARY: '/b' }, setting: '/c' }, '/a'],
    ['env beats the setting', { env: { HEXFRAY_LIBRARY: '/b' }, setting: '/c' }, '/b'],
    ['the setting beats the default', { setting: '/c' }, '/c'],
    ['default is <documents>/Hexfray', {}, join(documentsDir, 'Hexfray')],
    ['empty values are ignored', { flag: '', env: { HEXFRAY_LIBRARY: '  ' }, setting: '' }, join(documentsDir, 'Hexfray')],
  ])('%s', (_label, inputs, expected) => {
    expect(resolveLibraryRoot({ documentsDir, ...inputs })).toBe(resolve(expected));
  });

  it('a relative flag is made absolute', () => {
    expect(resolveLibraryRoot({ flag: 'lib', documentsDir })).toBe(resolve('lib'));
  });
});

describe('libraryFlagFromArgv', () => {
  it.each([
    [['electron', '.', '--library', '/x'], '/x'],
    [['electron', '.', '--library=/y'], '/y'],
    [['electron', '.'], undefined],
  ])('%j -> %s', (argv, expected) => {
    expect(libraryFlagFromArgv(argv)).toBe(expected);
  });
});
