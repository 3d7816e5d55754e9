// A saved session rebuilt once for the replay viewer: every intermediate state, the events of each
// step, the round and turn index, and an honest account of where the rebuild parted from the file.
import type { LogEvent } from '../../shared/model/events';
import { replay, type Session, type SessionRecord } from '../../shared/engine/session';
import type { CombatState } from '../../shared/model/state';
import { buildTimeline, type Timeline } from './timeline';

export type Replayed = {
  readonly session: Session;
  readonly timeline: Timeline;
  /** The events each command caused: byStep[n - 1] belongs to step n. */
  readonly byStep: readonly (readonly LogEvent[])[];
  /** Set when a command was refused: the replay stops before it and keeps what replayed. */
  readonly stopped: { readonly command: number; readonly total: number; readonly type: string; readonly reason: string } | null;
  /** The first command (1-based) whose state differs from the one recorded, e.g. after a rules change; null when all match. */
  readonly differsFrom: number | null;
};

/** Replays a session record to the end or to its first refused command. */
export function openReplay(record: SessionRecord): Replayed {
  // Without verify, so a digest that differs (a rules change) still lets the GM see the whole fight.
  const { session, mismatch } = replay(record);
  const n = session.appliedCount;
  const marks = [];
  for (let i = 0; i <= n; i++) {
    const s = session.stateAt(i);
    marks.push({ round: s.round, turn: s.turn, current: s.current });
  }
  let differsFrom: number | null = null;
  for (let i = 0; i < n && differsFrom === null; i++) {
    if (session.entryAt(i)!.digest !== record.commands[i]!.digest) differsFrom = i + 1;
  }
  return {
    session,
    timeline: buildTimeline(marks),
    byStep: session.eventsByCommand,
    stopped: mismatch ? { command: mismatch.index + 1, total: record.commands.length, type: record.commands[mismatch.index]!.command.type, reason: refusal(session, record, mismatch.index) ?? mismatch.reason } : null,
    differsFrom,
  };
}

/** The rules' own words for refusing command `index` (a refused command changes nothing, so asking again is safe). */
function refusal(session: Session, record: SessionRecord, index: number): string | null {
  const r = session.apply(record.commands[index]!.command);
  if (r.ok) session.undo();
  return r.ok ? null : r.reason;
}

/** The log as it stood after `step`, oldest first. */
export function eventsUpTo(r: Replayed, step: number): LogEvent[] {
  return r.byStep.slice(0, Math.max(0, step)).flat();
}

/** The events the command of `step` caused (none at step 0). */
export function eventsOf(r: Replayed, step: number): readonly LogEvent[] {
  return step > 0 ? r.byStep[step - 1] ?? [] : [];
}

/** Where the fight stands in a state: "Round 3 · Bryn's turn", or before, between rounds, over. */
export function whereLabel(state: CombatState): string {
  if (state.phase === 'prep' || state.round === 0) return 'Before the fight';
  const who = state.current ? state.encounter.combatants.find((c) => c.id === state.current)?.name ?? state.current : null;
  const round = `Round ${state.round}`;
  if (state.phase === 'ended') return `${round} · Fight over`;
  return who ? `${round} · ${who}'s turn` : `${round} · Between turns`;
}

/** The sentence telling the GM where a replay stopped or parted from the recording, or null. */
export function replayProblem(r: Replayed): string | null {
  if (r.stopped) {
    const kept = r.stopped.command - 1;
    const why = /[.!?]$/.test(r.stopped.reason) ? r.stopped.reason : `${r.stopped.reason}.`;
    return `The replay stopped at command ${r.stopped.command} of ${r.stopped.total}, a ${r.stopped.type} the rules refuse here: ${why} Showing the ${kept} command${kept === 1 ? '' : 's'} before it.`;
  }
  if (r.differsFrom !== null) {
    return `From command ${r.differsFrom} on, the replay differs from the recording (the rules may have changed since it was saved); what you see is how these rules play it.`;
  }
  return null;
}
