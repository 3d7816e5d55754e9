// The `harms` flag of every attack outcome (RULES.md engine appendix): YAUGS the hit, VERS a mark
// on the defender, Waylights damage. The chance to harm a GM is shown must be the share of attacks
// that do harm the defender when the dice are rolled.
import { describe, expect, it } from 'vitest';
import { attackPreview, encounterSchema, initialState, reduce, type CombatState, type Encounter } from '../../../shared/engine';
import { hexNeighbor } from '../../../shared/hex';
import { harmChance } from '../../../shared/rules/preview';
import { EXAMPLES } from '../../../shared/sim/examples';
import { at } from '../../../shared/systems/exampleMap';
import { adapterFor, SYSTEM_IDS } from '../../../shared/systems/registry';
import type { Harm } from '../../../shared/model/state';
import type { VersOutcome } from '../../../shared/rules/vers/preview';

type SystemId = (typeof SYSTEM_IDS)[number];

function apply(s: CombatState, cmd: Parameters<typeof reduce>[1]): CombatState {
  const r = reduce(s, cmd);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

/** The sample fight with its first actor's nearest enemy standing next to it, combat started. */
function duel(system: SystemId, edit: (enc: Encounter, enemy: Encounter['combatants'][number]) => void = () => {}): { enc: Encounter; actor: string; enemy: string } {
  const base = EXAMPLES[system]();
  const first = apply(initialState(base, 'first'), { type: 'start-combat' }).current!;
  const enc: Encounter = JSON.parse(JSON.stringify(base));
  const a = enc.combatants.find((c) => c.id === first)!;
  const enemy = enc.combatants.find((c) => (c.side === 'npc') !== (a.side === 'npc') && !c.hidden)!;
  enemy.position = hexNeighbor(a.position, 0);
  edit(enc, enemy);
  return { enc: encounterSchema.parse(enc), actor: a.id, enemy: enemy.id };
}

/** Whether the defender's harm after the attack is worse than before, in its system's terms. */
function harmed(before: Harm | undefined, after: Harm | undefined): boolean {
  if (!before || !after) return false;
  if (before.system === 'yaugs' && after.system === 'yaugs') return after.hp < before.hp;
  if (before.system === 'vers' && after.system === 'vers') return after.marks.length > before.marks.length;
  if (before.system === 'waylights' && after.system === 'waylights') return after.wounds > before.wounds;
  return false;
}

const HARMING_IDS: Record<SystemId, (id: string) => boolean> = {
  yaugs: (id) => id === 'attacker-wins' || id === 'attacker-wins-critical',
  vers: () => true,
  waylights: (id) => id.startsWith('damage-'),
};

describe.each(SYSTEM_IDS)('%s: the harms flag of the attack preview', (system) => {
  // YAUGS: without armour every hit takes hit points, so "took HP" is "was hit".
  const setup = () => duel(system, (enc) => {
    for (const c of enc.combatants) if ('armourAbsorption' in c.sheet) c.sheet.armourAbsorption = 0;
  });

  it('is set on every outcome and sums, over the dice, to the share of attacks that harm', () => {
    const { enc, actor, enemy } = setup();
    const s0 = apply(initialState(enc, 'harms'), { type: 'start-combat' });
    expect(s0.current).toBe(actor);
    const weapons = adapterFor(system).weapons(s0.encounter.combatants.find((c) => c.id === actor)!);
    const previews = weapons.map((w) => ({ w, p: attackPreview(s0, { attacker: actor, defender: enemy, weapon: w.name, situational: [] })! }));
    const open = previews.find(({ p }) => p.blocked === null && harmChance(p.preview) > 0.05 && harmChance(p.preview) < 0.95);
    expect(open, 'a weapon whose attack may or may not harm').toBeDefined();
    const { w, p } = open!;
    for (const o of p.preview.outcomes) {
      expect(typeof o.harms).toBe('boolean');
      if (system !== 'vers') expect(o.harms).toBe(HARMING_IDS[system](o.id));
    }
    const runs = 1500;
    let hurt = 0;
    for (let i = 0; i < runs; i++) {
      const s = apply(initialState(enc, `harms-${i}`), { type: 'start-combat' });
      const after = apply(s, { type: 'attack', attacker: actor, defender: enemy, weapon: w.name, situational: [], choices: p.choices });
      if (harmed(s.harm[enemy], after.harm[enemy])) hurt++;
    }
    // 1,500 seeded rolls: the standard error is at most 1.3 points, so 5 points apart is a wrong flag.
    expect(Math.abs(hurt / runs - harmChance(p.preview))).toBeLessThan(0.05);
  });

  it('gives no chance to harm when the enemy is beyond every melee weapon\'s reach', () => {
    const { enc, actor, enemy } = duel(system, (_e, foe) => {
      foe.position = at(19, 1);
    });
    const s = apply(initialState(enc, 'harms'), { type: 'start-combat' });
    const melee = adapterFor(system).weapons(s.encounter.combatants.find((c) => c.id === actor)!).filter((w) => !w.ranged);
    expect(melee.length).toBeGreaterThan(0);
    for (const w of melee) {
      const p = attackPreview(s, { attacker: actor, defender: enemy, weapon: w.name, situational: [] })!;
      expect(p.blocked).not.toBeNull();
      expect(p.preview.outcomes.filter((o) => o.harms)).toEqual([]);
    }
  });
});

describe('vers: which outcomes mark the defender', () => {
  /** Tobin's longbow on a wolf behind the old oak, the oak at `structure`. */
  function shot(structure: number): { s: CombatState; p: NonNullable<ReturnType<typeof attackPreview>> } {
    const enc: Encounter = JSON.parse(JSON.stringify(EXAMPLES.vers()));
    const oak = enc.map.terrain.find((t) => t.kind === 'cover' && t.id === 'oak')!;
    if (oak.kind === 'cover') oak.structure = structure;
    enc.combatants.find((c) => c.id === 'tobin')!.position = at(6, 7);
    enc.combatants.find((c) => c.id === 'wolf1')!.position = at(10, 7);
    const s = apply(initialState(encounterSchema.parse(enc), 'oak'), { type: 'start-combat', order: ['tobin'] });
    const p = attackPreview(s, { attacker: 'tobin', defender: 'wolf1', weapon: 'Longbow', situational: [] })!;
    expect(p.facts.coverObjectId).toBe('oak');
    return { s, p };
  }

  /** Three d6 faces that sum to `sum`. */
  const facesFor = (sum: number): number[] => {
    const a = Math.min(6, sum - 2);
    const b = Math.min(6, sum - a - 1);
    return [a, b, sum - a - b];
  };

  it.each([
    ['whole, so a hit on it reaches nobody', 40],
    ['so worn that a hit breaks it and carries a mark through', 2],
  ])('each outcome harms exactly when its roll marks the wolf: the oak %s', (_words, structure) => {
    const { s, p } = shot(structure);
    const outcomes = p.preview.outcomes as readonly VersOutcome[];
    const cover = outcomes.filter((o) => o.result === 'cover');
    expect(cover.length).toBeGreaterThan(0);
    for (const o of outcomes) {
      const sum = o.sums[0]!;
      const after = apply(s, { type: 'attack', attacker: 'tobin', defender: 'wolf1', weapon: 'Longbow', situational: [], choices: p.choices, dice: facesFor(sum) });
      expect({ outcome: o.id, harms: o.harms }).toEqual({ outcome: o.id, harms: harmed(s.harm.wolf1, after.harm.wolf1) });
    }
    expect(cover.every((o) => o.harms)).toBe(structure === 2);
  });

  it('a hit below NDV 0 marks nothing and does not harm', () => {
    const enc: Encounter = JSON.parse(JSON.stringify(EXAMPLES.vers()));
    enc.combatants.find((c) => c.id === 'wolf1')!.position = at(5, 7);
    const s = apply(initialState(encounterSchema.parse(enc), 'fists'), { type: 'start-combat', order: ['wolf1'] });
    // The wolf's bite is EV 4 against Mara's RV 3: a hit. A bite of EV 1 would not mark her.
    const bite = attackPreview(s, { attacker: 'wolf1', defender: 'mara', weapon: 'Bite', situational: [] })!;
    expect(bite.preview.outcomes.some((o) => o.harms)).toBe(true);
    const weak: Encounter = JSON.parse(JSON.stringify(s.encounter));
    const wolf = weak.combatants.find((c) => c.id === 'wolf1')!;
    if ('rv' in wolf.sheet) wolf.sheet.weapons = wolf.sheet.weapons.map((w) => ({ ...w, ev: 1 }));
    const s2 = apply(initialState(encounterSchema.parse(weak), 'fists'), { type: 'start-combat', order: ['wolf1'] });
    const p = attackPreview(s2, { attacker: 'wolf1', defender: 'mara', weapon: 'Bite', situational: [] })!;
    const hits = (p.preview.outcomes as readonly VersOutcome[]).filter((o) => o.result === 'hit');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((o) => o.harms)).toBe(false);
  });
});
