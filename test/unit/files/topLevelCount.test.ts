// A session over the command cap is refused from one pass over its text, before it is parsed; the
// count skips strings and nested lists, and reads a repeated key as JSON.parse does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFile } from '../../../shared/files';
import { topLevelListLength } from '../../../shared/files/topLevelCount';
import { longSession } from '../main/longSession';

afterEach(() => vi.restoreAllMocks());

describe('topLevelListLength', () => {
  it.each([
    ['{"commands":[]}', 0],
    ['{"commands" : [ 1 ] }', 1],
    ['{"commands" : [ {} , {} ] }', 2],
    ['{"a":{"commands":[1,2]},"commands":[1,2,3]}', 3],
    ['{"x":"\\"commands\\":[1,2]","commands":[[1,2],{"a":[3,4]},"s,t"]}', 3],
    ['{"commands":[1],"commands":[1,2]}', 2],
    ['{"a":1}', null],
    ['{"commands":"[1,2]"}', null],
  ] as const)('%s has %s', (text, n) => {
    expect(topLevelListLength(text, 'commands')).toBe(n);
  });
});

describe('a session over the cap', () => {
  const text = JSON.stringify({ format: 'hexfray/session', version: 1, ...longSession(40_000) }, null, 2);

  it('is refused naming the field and the count, without parsing the text', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const r = parseFile('marathon.session.json', text, { expect: 'hexfray/session' });
    expect(r).toEqual({ ok: false, errors: [{ file: 'marathon.session.json', path: 'commands', expected: 'a session of at most 25,000 commands (this one has 40,000; Hexfray does not replay sessions that long)' }] });
    expect(parse).not.toHaveBeenCalled();
  });

  it('gets the same refusal when its format is learnt only from its content', () => {
    expect(parseFile('marathon.json', text)).toMatchObject({ ok: false, errors: [{ path: 'commands', expected: expect.stringContaining('this one has 40,000') }] });
  });

  it('a session at the cap is parsed as before', () => {
    const atCap = JSON.stringify({ format: 'hexfray/session', version: 1, ...longSession(25_000) }, null, 2);
    expect(parseFile('long.session.json', atCap, { expect: 'hexfray/session' })).toMatchObject({ ok: true, value: { commands: { length: 25_000 } } });
  });
});
