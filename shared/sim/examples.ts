// The sample encounters shipped in build/examples/, one per system, each drawn in its system's folder
// (shared/systems/<id>/examples.ts) from the rules cores' sample characters so they always match the
// current sheet schemas; the registry's list decides which there are. `npm run examples` writes the files.
import type { SystemId } from '../model/catalog';
import type { Command } from '../model/commands';
import type { Encounter } from '../model/schema';
import { place } from '../systems/exampleMap';
import { encounterSchema, SYSTEM_IDS, systemEntry } from '../systems/registry';

/** Every system's sample encounter, by system, in the registry's order. */
export const EXAMPLES = Object.fromEntries(
  SYSTEM_IDS.map((system) => [system, (): Encounter => encounterSchema.parse(systemEntry(system).examples.encounter())]),
) as { readonly [S in SystemId]: () => Encounter };

/** The further sample fights each system ships (RULES.md section 5's bodies and edges), in the registry's order. */
export const MORE_EXAMPLES: readonly { readonly system: SystemId; readonly slug: string; encounter(): Encounter; readonly opening: readonly Command[] }[] = SYSTEM_IDS.flatMap((system) =>
  (systemEntry(system).examples.more ?? []).map((m) => ({ system, slug: m.slug, encounter: (): Encounter => encounterSchema.parse(m.encounter()), opening: m.opening ?? [] })),
);

// Four a side for the engine benchmarks: the system's four sample characters on each team, on the
// system's example map, so a fight runs long enough to stress the engine.
const PLAYER_HEXES: [number, number][] = [[3, 5], [3, 7], [2, 9], [2, 11]];
const FOE_HEXES: [number, number][] = [[14, 5], [15, 7], [14, 9], [16, 11]];

/** A four-against-four fight on the system's example map, the same four sample sheets on each side. */
export function fourVsFour(system: SystemId): Encounter {
  const base = EXAMPLES[system]();
  const sheets: readonly object[] = systemEntry(system).examples.fourSheets;
  const team = (side: 'pc' | 'npc', prefix: string, hexes: [number, number][]) =>
    sheets.map((sheet, i) => place({ id: `${prefix}${i + 1}`, name: `${prefix === 'p' ? 'Hero' : 'Foe'} ${i + 1}`, side, col: hexes[i]![0], row: hexes[i]![1] }, sheet));
  return encounterSchema.parse({
    ...base,
    name: `${base.name}: four against four`,
    combatants: [...team('pc', 'p', PLAYER_HEXES), ...team('npc', 'f', FOE_HEXES)],
  });
}
