// The session as JSON. The GM's copy is the session file itself (replayable). A replayable session
// necessarily holds everything (sheets, hidden combatants, notes), so the players' copy is not a
// session: it is the player-safe log and the final player view, which nothing can replay.
import { serializeFile } from '../files';
import { playerView, stepsOf } from '../projection/playerView';
import { replay, type SessionRecord } from '../engine/session';

/** The format name of the players' JSON export. */
export const PLAYER_LOG_FORMAT = 'hexfray/player-log';

/** The session file text of `record`, or the validation problems that stop it being written. */
export function exportJson(record: SessionRecord): { ok: true; text: string } | { ok: false; message: string } {
  const r = serializeFile('hexfray/session', record);
  if (!r.ok) return { ok: false, message: r.errors.map((e) => `${e.path || '(file)'}: ${e.expected}`).join('\n') };
  return { ok: true, text: r.text };
}

/** The players' JSON: the player-safe log and final view of `record`; not replayable. */
export function exportPlayersJson(record: SessionRecord): string {
  const { session } = replay(record);
  const view = playerView(session.state, stepsOf(session), { revealed: [], lit: null });
  const { log, ...final } = view;
  return JSON.stringify({ format: PLAYER_LOG_FORMAT, version: 1, name: record.name, system: record.encounter.system, log, final }, null, 2) + '\n';
}
