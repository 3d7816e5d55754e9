// Files cross the IPC contract typed: the format is one of the registry's names, the body an object
// of that format's type, validated once in main (the contract checks only its shape).
import { describe, expect, it } from 'vitest';
import { FORMATS, FORMAT_NAMES } from '../../../shared/files';
import { contract, KIND_FORMAT, LIBRARY_KINDS } from '../../../shared/ipc';

const signature = 'a'.repeat(64);

describe('files in the IPC contract', () => {
  it('names exactly the registry\u2019s formats, one folder of the library each', () => {
    expect([...FORMAT_NAMES].sort()).toEqual(Object.keys(FORMATS).sort());
    expect(LIBRARY_KINDS.map((k) => KIND_FORMAT[k]).sort()).toEqual([...FORMAT_NAMES].sort());
  });

  it('an opened file answers a format the registry knows, and an object body', () => {
    const open = contract['library.open'].result;
    for (const format of FORMAT_NAMES) expect(open.safeParse({ ok: true, id: 'x/y.json', format, value: { name: 'A' }, signature }).success, format).toBe(true);
    expect(open.safeParse({ ok: true, id: 'x/y.json', format: 'hexfray/map', value: {}, signature }).success).toBe(false);
    expect(open.safeParse({ ok: true, id: 'x/y.json', format: 'hexfray/session', value: [1, 2], signature }).success).toBe(false);
  });

  it('a save or an export takes an object body, and says so of anything else', () => {
    const save = contract['library.save'].args.safeParse(['encounters', 'not a body', {}]);
    expect(save.success).toBe(false);
    expect(save.error?.issues[0]).toMatchObject({ path: [1], message: 'a file body (an object)' });
    expect(contract['session.export'].args.safeParse([null, 'md', { players: false }]).success).toBe(false);
    expect(contract['library.save'].args.safeParse(['encounters', { name: 'Bridge' }, {}]).success).toBe(true);
  });
});
