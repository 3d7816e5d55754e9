// A GM window's state on a browser store and a library of its own, and the library files the
// tests of its parts open: an encounter and a session holding fields this version does not know.
import 'fake-indexeddb/auto';
import { AppState } from '../../../src-renderer/state/app.svelte';
import { HexfrayDb } from '../../../src-renderer/db/database';
import { Drafts } from '../../../src-renderer/db/drafts';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { FakeHost } from './fakeHost';

let dbs = 0;
/** A browser store no other test uses. */
export const freshDb = (prefix = 'app-test') => new HexfrayDb(`${prefix}-${dbs++}`);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Lets queued store writes land. */
export const settle = () => sleep(30);

/** An app on a browser store of its own; `again()` is the next start on the same store and library. */
export function start(db = freshDb(), fake = new FakeHost()): { app: AppState; fake: FakeHost; db: HexfrayDb; drafts: Drafts; again: () => ReturnType<typeof start> } {
  const app = new AppState(fake.host, db);
  const drafts = new Drafts(db);
  return { app, fake, db, drafts, again: () => start(db, fake) };
}

export const ENCOUNTER_ID = 'encounters/ford.encounter.json';

/** The YAUGS ford in the library, with a campaign field and a figurine field this version does not know. */
export function withFile(fake: FakeHost) {
  const enc = EXAMPLES.yaugs() as unknown as Record<string, unknown> & { combatants: Record<string, unknown>[] };
  fake.put(ENCOUNTER_ID, { ...enc, campaign: { arc: 'drowned crown' }, combatants: enc.combatants.map((c, i) => (i === 0 ? { ...c, figurine: 'a-28mm' } : c)) });
}

export async function openEncounter(app: AppState) {
  await app.library.refresh(['encounters']);
  await app.files.openEntry(app.library.entries.encounters.find((e) => e.id === ENCOUNTER_ID)!);
}

export const SESSION_ID = 'sessions/ford.session.json';

/** A saved two-command session whose file holds fields this version does not know: at the top and on each command entry. */
export function withSessionFile(fake: FakeHost) {
  const session = new Session(EXAMPLES.yaugs(), 'seed-kept', 'Ford');
  session.apply({ type: 'start-combat' });
  session.apply({ type: 'end-turn' });
  const record = session.toRecord();
  fake.put(SESSION_ID, { ...record, campaign: { arc: 'drowned crown' }, commands: record.commands.map((e, i) => ({ ...e, note: `table note ${i}` })) });
}

export async function openSession(app: AppState) {
  await app.library.refresh(['sessions']);
  await app.files.openEntry(app.library.entries.sessions.find((e) => e.id === SESSION_ID)!);
}

export type SavedSession = { campaign?: unknown; commands: { note?: string; command: { type: string } }[] };
