// Changing the encounter's rules settings (RULES.md Settings and House defaults) during a fight: it
// applies from the next command, and the log says what changed from what, so no setting changes
// silently.
import { withMembers } from '../model/record';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { note } from '../model/query';
import type { Encounter } from '../model/schema';
import { SETTINGS_SCHEMAS } from '../systems/registry';
import type { CombatState } from '../model/state';
import { withEncounter, type Step } from './step';

const shown = (v: unknown): string => (typeof v === 'boolean' ? (v ? 'on' : 'off') : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The `change-settings` command: named settings replaced, the rest kept; refused when the result is not valid for the system. */
export function changeSettings(state: CombatState, cmd: Extract<Command, { type: 'change-settings' }>, events: LogEvent[]): Step {
  const enc = state.encounter;
  const before = enc.settings as Record<string, unknown>;
  const named = cmd.settings as Record<string, unknown>;
  const unknown = Object.keys(named).filter((k) => !(k in before));
  if (unknown.length) return { ok: false, reason: `${enc.system} has no setting called ${unknown.map((k) => `"${k}"`).join(', ')}.` };
  const parsed = SETTINGS_SCHEMAS[enc.system].safeParse({ ...before, ...named });
  if (!parsed.success) return { ok: false, reason: `Settings not changed: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}.` };
  const after = parsed.data as Record<string, unknown>;
  const changes = Object.keys(named).filter((k) => shown(before[k]) !== shown(after[k]));
  if (changes.length === 0) return { ok: false, reason: 'Those settings already have those values.' };
  const words = changes.map((k) => `${k} ${shown(before[k])} -> ${shown(after[k])}`);
  events.push(note(state, 'settings-changed', `Settings changed from the next command on: ${words.join(', ')}${cmd.reason ? ` (${cmd.reason})` : ''}`, { effects: words, settings: after }));
  return withEncounter(state, (e) => withMembers(e, { settings: after } as Partial<Encounter>));
}
