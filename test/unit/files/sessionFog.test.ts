// A session keeps its fight's fog of war: the field reads back as written, a file from before fog
// was kept still opens (fog off), and a broken fog is refused with the field named.
import { describe, expect, it } from 'vitest';
import { parseFile, serializeFile } from '../../../shared/files';
import { fixtureText } from './fixtures';

const { format: _f, version: _v, ...session } = JSON.parse(fixtureText('session.v1')) as Record<string, unknown>;
const fog = { mode: 'manual', seen: ['0,0', '3,-1'], hidden: ['-2,5'] };

describe('the session fog', () => {
  it('round-trips through save and open, with the fields it does not know', () => {
    const saved = serializeFile('hexfray/session', { ...session, fog: { ...fog, lantern: 'dim' } }, 'a.session.json');
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const r = parseFile('a.session.json', saved.text, { expect: 'hexfray/session' });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect((r.value as { fog?: unknown }).fog).toEqual({ ...fog, lantern: 'dim' });
  });

  it('a session written before fog was kept opens without one', () => {
    const r = parseFile('old.session.json', fixtureText('session.v1'), { expect: 'hexfray/session' });
    expect(r.ok && (r.value as { fog?: unknown }).fog).toBeUndefined();
  });

  it('refuses a fog mode it does not know and a hex that is not "q,r", naming the field', () => {
    const text = JSON.stringify({ format: 'hexfray/session', version: 1, ...session, fog: { mode: 'dim', seen: ['0,0'], hidden: ['north'] } });
    const r = parseFile('bad.session.json', text, { expect: 'hexfray/session' });
    if (r.ok) throw new Error('a broken fog was accepted');
    expect(r.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['fog.mode', 'fog.hidden.0']));
    expect(r.errors.find((e) => e.path === 'fog.hidden.0')!.expected).toContain('"q,r"');
  });
});
