// A roll outside an attack (a climb, a trap, a lore check) as the GM sets it up: who rolls (or the
// GM), a label and the system's inputs. The exact odds come from the engine's own table before the
// roll; the roll is the logged free-roll command, so the result lands in the log and replays.
import type { Command } from '../../shared/model/commands';
import { freeRollOdds } from '../../shared/engine';
import type { LogEvent } from '../../shared/model/events';
import type { PreviewOutcome } from '../../shared/rules/preview';
import type { SystemId } from '../../shared/model/schema';
import type { CombatController } from './combat.svelte';
import type { FreeRollFields, FreeRollInput, FreeRollSpec } from './systemRoom';
import { roomOf } from './roomRegistry';

type FreeRollCommand = Extract<Command, { type: 'free-roll' }>;
export type { FreeRollFields, FreeRollInput };

const DEFAULT_LABEL = 'Free roll';

/** Whether a free roll's outcome counts as a success: YAUGS's three success bands, VERS's DoS rows, Waylights's met numbers. */
export function isSuccess(outcomeId: string): boolean {
  return /^(critical-success|success|marginal-success|dos-|succeeds-)/.test(outcomeId);
}

export class FreeRollForm {
  /** Who the GM picked to roll (a combatant's id, or null for the GM); undefined: whoever is acting. */
  private picked = $state<string | null | undefined>(undefined);
  label = $state('');
  fields = $state<FreeRollFields>({ target: 50, effTN: 10, dice: 3, bonusPerDie: 0, against: 10 });
  /** Faces the table rolled, typed in (optional): the roll reads them instead of the app's dice. */
  typed = $state('');
  /** Why the last roll was refused, until the next one. */
  error = $state<string | null>(null);
  /** Whether the panel is on screen: the registry's roll action acts only then. */
  open = $state(false);
  private rolledAt = $state(-1);

  constructor(private readonly combat: CombatController) {
    const pool = (combat.state.encounter.settings as { poolSize?: number }).poolSize;
    if (pool) this.fields.dice = pool;
  }

  get system(): SystemId {
    return this.combat.state.encounter.system;
  }

  /** Who rolls: the one the GM picked, else whoever is acting (as the turn passes); null for the GM. */
  get who(): string | null {
    return this.picked === undefined ? this.combat.state.current : this.picked;
  }

  /** The combatants who may roll, in the fight's order. */
  get rollers(): { id: string; name: string }[] {
    return this.combat.state.encounter.combatants.map((c) => ({ id: c.id, name: c.name }));
  }

  /** What the encounter's system asks for: its inputs, its dice, the roll it builds. */
  get spec(): FreeRollSpec {
    return roomOf(this.system).freeRoll;
  }

  private get settings(): Readonly<Record<string, unknown>> {
    return this.combat.state.encounter.settings as Record<string, unknown>;
  }

  /** The roll in the system's terms, as the command carries it. */
  get roll(): FreeRollInput {
    return this.spec.roll(this.fields);
  }

  /** The dice the roll reads, as the GM would pick them up: "1d100", "3d6", "4d6". */
  get diceWords(): string {
    const d = this.spec.dice(this.fields, this.settings);
    return `${d.count}d${d.sides}`;
  }

  /** One line on how the roll reads. */
  get hint(): string {
    return this.spec.hint(this.settings);
  }

  private get diceCount(): number {
    return this.spec.dice(this.fields, this.settings).count;
  }

  /** A field that is not a whole number, named; null when every input is usable. */
  get invalid(): string | null {
    for (const f of this.spec.fields) {
      const v = this.fields[f.key];
      if (!Number.isInteger(v)) return `${f.called} must be a whole number.`;
      if (f.min !== undefined && v < f.min) return `${f.called} must be at least ${f.min}.`;
      if (f.max !== undefined && v > f.max) return `${f.called} must be at most ${f.max}.`;
    }
    return null;
  }

  /** The exact odds of each outcome before the roll, or why there are none. */
  get odds(): PreviewOutcome[] | { reason: string } {
    const bad = this.invalid;
    if (bad) return { reason: bad };
    return freeRollOdds(this.combat.state, this.roll);
  }

  /** The chance of any success (every system's success-side outcome ids), or null without odds. */
  get successChance(): number | null {
    const odds = this.odds;
    return Array.isArray(odds) ? odds.filter((o) => isSuccess(o.id)).reduce((a, o) => a + o.probability, 0) : null;
  }

  /** The typed faces, or why they cannot be read; undefined when none are typed (the app rolls). */
  get dice(): number[] | undefined | { reason: string } {
    const text = this.typed.trim();
    if (!text) return undefined;
    const faces = text.split(/[\s,]+/).map(Number);
    if (faces.some((n) => !Number.isInteger(n))) return { reason: 'Type the faces as whole numbers, e.g. "3 5 2".' };
    if (faces.length !== this.diceCount) return { reason: `This roll reads ${this.diceWords}: type ${this.diceCount} face${this.diceCount === 1 ? '' : 's'}, not ${faces.length}.` };
    return faces;
  }

  /** Whether the roll can be made now. */
  get canRoll(): boolean {
    const d = this.dice;
    return this.combat.state.phase === 'combat' && Array.isArray(this.odds) && !(d && !Array.isArray(d));
  }

  /** The result of the latest free roll made from this form, while it is still in the log. */
  get result(): LogEvent | null {
    const e = this.combat.events[this.rolledAt];
    return e?.kind === 'free-roll' ? e : null;
  }

  setWho(id: string | null): void {
    this.picked = id;
  }

  setLabel(label: string): void {
    this.label = label;
  }

  // A refusal is about what was sent: editing the roll puts it away.
  setField(key: keyof FreeRollFields, value: number): void {
    this.fields[key] = value;
    this.error = null;
  }

  setTyped(text: string): void {
    this.typed = text;
    this.error = null;
  }

  setOpen(open: boolean): void {
    this.open = open;
  }

  /** Makes the roll: the free-roll command through the fight, so it is logged, undoable and replays. */
  async rollNow(): Promise<boolean> {
    const dice = this.dice;
    if (dice && !Array.isArray(dice)) {
      this.error = dice.reason;
      return false;
    }
    const odds = this.odds;
    if (!Array.isArray(odds)) {
      this.error = odds.reason;
      return false;
    }
    const who = this.who !== null && this.rollers.some((c) => c.id === this.who) ? this.who : null;
    const command: FreeRollCommand = { type: 'free-roll', id: who, label: this.label.trim() || DEFAULT_LABEL, roll: this.roll, ...(dice ? { dice } : {}) };
    const before = this.combat.events.length;
    const ok = await this.combat.apply(command);
    if (!ok) {
      this.error = this.combat.refusal;
      return false;
    }
    this.error = null;
    this.typed = '';
    this.rolledAt = this.combat.events.findIndex((e, i) => i >= before && e.kind === 'free-roll');
    return true;
  }
}

const forms = new WeakMap<CombatController, FreeRollForm>();

/** The free-roll form of a fight: one per fight, so the panel and the registry's action share it. */
export function freeRollFor(combat: CombatController): FreeRollForm {
  const known = forms.get(combat);
  if (known) return known;
  // Made in a root of its own: the first to ask may be a derived (a registry button's "enabled"),
  // and state made inside a derived is not tracked by it. Where effects never run (a server build,
  // as the unit tests compile), made directly.
  let made: FreeRollForm | undefined;
  $effect.root(() => {
    made = new FreeRollForm(combat);
  })();
  made ??= new FreeRollForm(combat);
  forms.set(combat, made);
  return made;
}
