// Big files are parsed and serialized on the file thread, small ones where they are asked for; the
// answers are the same either way, down to the key order and the unknown fields a file carries.
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { serializeFile } from '../../../shared/files';
import { OffThread } from '../../../src-main/host/offThread';
import { holdsMoreThan, inlineFileWork, offThreadFileWork } from '../../../src-main/library/fileWork';
import { longSession } from '../main/longSession';

const thread = new OffThread();
afterAll(() => thread.close());

describe('the file thread', () => {
  const session = { ...longSession(25_000), keptUnknown: { z: 1, a: [2] } };
  const text = serializeFile('hexfray/session', session, 'marathon.session.json');

  it('parses and serializes a capped session exactly as the host thread would', async () => {
    if (!text.ok) throw new Error('fixture');
    const work = offThreadFileWork(thread);
    const bytes = Buffer.from(text.text);
    const [off, here] = [await work.parse('marathon.session.json', bytes, { expect: 'hexfray/session' }), await inlineFileWork.parse('marathon.session.json', bytes, { expect: 'hexfray/session' })];
    expect(off.ok).toBe(true);
    expect(JSON.stringify(off)).toBe(JSON.stringify(here));
    const ser = await work.serialize('hexfray/session', session, 'marathon.session.json');
    if (!ser.ok) throw new Error('not serialized');
    // The text comes as the bytes to write, with their signature: the host neither encodes nor hashes them.
    const { text: written, signature, ...rest } = ser;
    expect(written instanceof Uint8Array && Buffer.from(written).equals(bytes)).toBe(true);
    expect(signature).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(rest).toEqual({ ok: true, file: { ok: true, format: 'hexfray/session', summary: { name: (session as { name?: unknown }).name, system: 'yaugs', combatants: 5 } } });
    // A listing gets the summary alone: the body stays on the thread that parsed it.
    expect(await work.summarize('marathon.session.json', bytes, { expect: 'hexfray/session' })).toEqual(ser.file);
  }, 60_000);

  it('a parse cut off by the thread stopping fails naming the file; the next one starts a new thread', async () => {
    if (!text.ok) throw new Error('fixture');
    const first = thread.run({ kind: 'parse', fileName: 'marathon.session.json', data: text.text, options: {} });
    await thread.close();
    expect(await first).toMatchObject({ ok: false, errors: [{ file: 'marathon.session.json', expected: expect.stringMatching(/the file thread stopped \(exit code \d+\)\. Try again\./) }] });
    expect(await thread.run({ kind: 'parse', fileName: 'marathon.session.json', data: text.text, options: {} })).toMatchObject({ ok: true, format: 'hexfray/session' });
  }, 60_000);

  it('counts a value only as far as it must to know it is big', () => {
    expect(holdsMoreThan({ a: ['x', 'y'], b: { c: 1 } }, 5)).toBe(false);
    expect(holdsMoreThan({ a: ['x', 'y'], b: { c: 'z' } }, 5)).toBe(true);
    expect(holdsMoreThan(session, 4000)).toBe(true);
  });
});
