// What a condition does in a fight: every system's preset list (shown to the GM when choosing one
// and on the Combatant panel), each preset with what the rules make of it, when attacked and on
// the holder's own turn. A condition outside the list is the GM's to apply: the engine reads none.
/** One preset condition and what it does, in words for the GM. */
export type ConditionRule = {
  readonly name: string;
  /** What the rules make of it: the engine applies exactly this, and nothing else. */
  readonly does: string;
  /** What it does on its holder's own turn. */
  readonly ownTurn: string;
};

/** Conditions that hold a combatant where it is, in every system (the engine refuses its moves). */
export const HELD_IN_PLACE = ['bound', 'immobilised', 'unconscious'] as const;

/** The words for a condition no rule reads. */
export const NO_RULES_EFFECT = 'no rules effect: the GM applies it';

/** The one line a GM reads for a condition: its rule, or that the GM applies it. */
export function conditionEffect(rules: readonly ConditionRule[], name: string): string {
  const r = rules.find((x) => x.name === name.trim().toLowerCase());
  return r ? `${r.does} On its own turn: ${r.ownTurn}` : NO_RULES_EFFECT;
}

/** A preset the rules give no effect in this system: said so, with what the GM still decides. */
export function noEffect(name: string, system: string): ConditionRule {
  return { name, does: `${system} gives ${name} no rules effect: the GM applies it.`, ownTurn: 'the GM decides what it may do.' };
}

/** A held-in-place preset: the engine refuses its moves in every system. */
export const CANNOT_MOVE_TURN = 'it cannot move (the app refuses its moves); what else it may do is the GM\'s call.';
