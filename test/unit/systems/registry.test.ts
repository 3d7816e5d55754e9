// The registry's one list of systems is the only place a system is named: it alone decides which
// system ids an encounter, a character file and a command may carry, what a GM is told otherwise,
// and which systems' own fields and commands a command accepts; the generic files name none.
import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EXAMPLES } from '../../../shared/sim/examples';
import {
  characterSchema,
  COMBATANT_SCHEMAS,
  commandSchema,
  encounterSchema,
  SETTINGS_SCHEMAS,
  SYSTEM_EXPECTED,
  SYSTEM_IDS,
  SYSTEM_NAMES,
  SYSTEMS,
} from '../../../shared/systems/registry';
import { buildSchemaSet } from '../../../shared/systems/schemaSet';
import { Session } from '../../../shared/engine';
import { playerEntries } from '../../../shared/projection/playerLog';
import { systemName } from '../../../shared/export/exportDoc';
import { waylightsSchemas } from '../../../shared/systems/waylights/schemas';
import { yaugsSchemas } from '../../../shared/systems/yaugs/schemas';
import { yaugsSystem } from '../../../shared/systems/yaugs';
import { COPY_ID, type Rally } from './yaugsCopy';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));
/** The `type` literals a system command's schema accepts (one object, or a union of them). */
const commandTypes = (schema: z.ZodType): string[] => {
  const def = (schema as unknown as { def: { type: string; options?: z.ZodType[]; shape?: Record<string, z.ZodType> } }).def;
  if (def.options) return [...new Set(def.options.flatMap(commandTypes))];
  const type = def.shape?.['type'] as unknown as { def: { values: string[] } } | undefined;
  return type ? type.def.values : [];
};
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

/** A fourth system made for the test: Waylights' parts under another id, with a harm field and a command of its own. */
const testsys = {
  ...waylightsSchemas,
  system: 'testsys',
  choices: waylightsSchemas.choices.extend({ system: z.literal('testsys') }),
  roll: waylightsSchemas.roll.extend({ system: z.literal('testsys') }),
  harmEdit: { morale: z.number().int().optional() },
  commands: [z.object({ type: z.literal('testsys-rally'), id: z.string() })],
} as const;

describe('the registry', () => {
  it('lists each system once, under the id its definition and its schemas carry', () => {
    expect(SYSTEM_IDS).toEqual(Object.keys(SYSTEMS));
    for (const id of SYSTEM_IDS) {
      expect(SYSTEMS[id].definition.system).toBe(id);
      expect(SYSTEMS[id].definition.schemas.system).toBe(id);
    }
    expect(Object.keys(COMBATANT_SCHEMAS)).toEqual(SYSTEM_IDS);
    expect(Object.keys(SETTINGS_SCHEMAS)).toEqual(SYSTEM_IDS);
  });

  it('builds the GM\'s message from its list, in the words files have always been refused with', () => {
    // Pinned for the three systems the app has had; the registry's own message is the list's.
    const three = buildSchemaSet((['yaugs', 'vers', 'waylights'] as const).map((id) => SYSTEMS[id].definition.schemas));
    expect(three.expected).toBe('The system must be "yaugs", "vers" or "waylights"');
    expect(SYSTEM_EXPECTED).toBe(buildSchemaSet(SYSTEM_IDS.map((id) => SYSTEMS[id].definition.schemas)).expected);
    const enc = { ...json(EXAMPLES.yaugs()), system: 'dnd' };
    expect(messages(encounterSchema.safeParse(enc))).toEqual([SYSTEM_EXPECTED]);
    expect(messages(characterSchema.safeParse({ system: 'dnd', sheet: {} }))).toEqual([SYSTEM_EXPECTED]);
  });

  it('accepts an encounter of every listed system, and only those', () => {
    for (const id of SYSTEM_IDS) expect(encounterSchema.safeParse(json(EXAMPLES[id]())).success).toBe(true);
    const onlyYaugs = buildSchemaSet([yaugsSchemas]);
    expect(onlyYaugs.ids).toEqual(['yaugs']);
    expect(onlyYaugs.encounter.safeParse(json(EXAMPLES.yaugs())).success).toBe(true);
    expect(messages(onlyYaugs.encounter.safeParse(json(EXAMPLES.vers())))).toEqual(['The system must be "yaugs"']);
  });

  it('a fourth system in the list is accepted everywhere a system is named, with no generic file changed', () => {
    const set = buildSchemaSet([...SYSTEM_IDS.map((id) => SYSTEMS[id].definition.schemas), testsys]);
    expect(set.expected).toBe(`The system must be ${SYSTEM_IDS.map((id) => `"${id}"`).join(', ')} or "testsys"`);
    const enc = { ...json(EXAMPLES.waylights()), system: 'testsys' };
    expect(set.encounter.safeParse(enc).success).toBe(true);
    expect(encounterSchema.safeParse(enc).success).toBe(false);
    const sheet = enc.combatants[0]!.sheet;
    expect(set.character.safeParse({ system: 'testsys', sheet }).success).toBe(true);
    expect(Object.keys(set.combatants)).toEqual([...SYSTEM_IDS, 'testsys']);
    expect(Object.keys(set.settings)).toEqual([...SYSTEM_IDS, 'testsys']);

    // Its own command, its choices in an attack, its free roll and its harm field.
    const rally = { type: 'testsys-rally', id: 'a' };
    expect(set.command.parse(rally)).toEqual(rally);
    expect(commandSchema.safeParse(rally).success).toBe(false);
    const attack = { type: 'attack', attacker: 'a', defender: 'b', weapon: 'Sword', situational: [], choices: { system: 'testsys', attackDice: 2, defenceDice: 1 } };
    expect(set.command.parse(attack)).toEqual(attack);
    expect(commandSchema.safeParse(attack).success).toBe(false);
    const roll = { type: 'free-roll', id: null, label: 'Leap', roll: { system: 'testsys', dice: 2, bonusPerDie: 0, against: 7 } };
    expect(set.command.parse(roll)).toEqual(roll);
    expect(commandSchema.safeParse(roll).success).toBe(false);
    const harm = { type: 'adjust-harm', id: 'a', morale: -1, hp: 3, reason: 'ruling' };
    expect(set.command.parse(harm)).toEqual(harm);
    expect(commandSchema.parse(harm)).toEqual({ type: 'adjust-harm', id: 'a', hp: 3, reason: 'ruling' });
  });

  it('a YAUGS copy added to the list is a fourth system: its own command passes the assembled schema and is resolved through reduce', async () => {
    // The registry's module as the app would build it with one more line in its list; every module
    // imported after this (the engine's entry, reducer, plan) sees that registry.
    vi.resetModules();
    vi.doMock('../../../shared/systems/registry', async () => {
      const real = await vi.importActual<typeof import('../../../shared/systems/registry')>('../../../shared/systems/registry');
      const { assembleRegistry } = await import('../../../shared/systems/assembly');
      const { yaugsCopySystem } = await import('./yaugsCopy');
      return assembleRegistry({ ...real.SYSTEMS, [COPY_ID]: yaugsCopySystem });
    });
    try {
      const engine = await import('../../../shared/engine');
      const registry = await import('../../../shared/systems/registry');
      expect(registry.SYSTEM_IDS).toEqual([...SYSTEM_IDS, COPY_ID]);
      expect(registry.SYSTEM_COMMANDS).toContain('copy-rally');

      const enc = engine.encounterSchema.parse({ ...json(yaugsSystem.examples.encounter()), system: COPY_ID }) as unknown as Parameters<typeof engine.initialState>[0];
      const id = enc.combatants[0]!.id;
      const run = (state: ReturnType<typeof engine.initialState>, raw: unknown) => {
        const cmd = engine.commandSchema.parse(raw);
        const r = engine.reduce(state, cmd);
        if (!r.ok) throw new Error(r.reason);
        return r;
      };
      let state = run(engine.initialState(enc, 'copy'), { type: 'start-combat' }).state;
      state = run(state, { type: 'adjust-harm', id, hp: -5, reason: 'a fall' }).state;
      const hp = (s: typeof state) => (s.harm[id] as { hp: number }).hp;
      const wounded = hp(state);

      // Its own field on a command every system shares: kept by the assembled schema, dropped by the app's.
      const cry = { type: 'end-turn', cry: 'To me!' };
      expect(engine.commandSchema.parse(cry)).toEqual(cry);
      expect(commandSchema.parse(cry)).toEqual({ type: 'end-turn' });

      const rally: Rally = { type: 'copy-rally', id, dice: [4] };
      expect(engine.commandSchema.parse(rally)).toEqual(rally);
      const r = run(state, rally);
      expect(hp(r.state)).toBe(wounded + 4);
      expect(r.events.map((e) => e.summary)).toEqual([`${enc.combatants[0]!.name} rallies and heals 4`]);
      // The typed face is read as any system command's: one too many is refused.
      const twice = engine.reduce(state, { ...rally, dice: [4, 4] } as never);
      expect(twice.ok).toBe(false);

      // Only the copy knows it: a YAUGS fight refuses it, and the app's own schema does not accept it.
      const yaugs = run(engine.initialState(engine.encounterSchema.parse(json(EXAMPLES.yaugs())) as never, 'y'), { type: 'start-combat' }).state;
      const refused = engine.reduce(yaugs, rally as never);
      expect(refused).toEqual({ ok: false, reason: '"copy-rally" is not a rule of yaugs.' });
      expect(engine.reduce(yaugs, { type: 'copy-charge' } as never)).toEqual({ ok: false, reason: 'No command "copy-charge" is known to any system.' });
    } finally {
      vi.doUnmock('../../../shared/systems/registry');
      vi.resetModules();
    }
    expect(commandSchema.safeParse({ type: 'copy-rally', id: 'a' }).success).toBe(false);
  });

  it('keeps every command shape of RULES.md\'s appendix on the wire, each field where the appendix puts it', () => {
    const hex = { q: 1, r: 0 };
    const shapes = [
      { type: 'yaugs-raise-oq', id: 'a', method: 'give-ground', to: hex, dice: [40, 60] },
      { type: 'yaugs-raise-oq', id: 'a', method: 'forgo-attacks' },
      { type: 'attack', attacker: 'a', defender: 'b', weapon: 'Sword', situational: [], choices: { system: 'yaugs', defenderAware: true, defenderCanMove: true, areaEffect: false, parryWith: null }, dice: [1, 2], counterAttack: true },
      { type: 'grapple', attacker: 'a', defender: 'b', roll: true, dice: [3, 4, 5] },
      { type: 'break-free', id: 'a', from: 'b', roll: true, to: hex, dice: [3, 4, 5] },
      { type: 'recover', id: 'a', kind: 'vers-quick', medic: 'b', dice: [3, 4, 5] },
      { type: 'attack', attacker: 'a', defender: 'b', weapon: 'Bow', situational: [], choices: { system: 'waylights', attackDice: 2, defenceDice: 1, stepAside: hex } },
      { type: 'start-combat', order: ['a', 'b'], surprise: 'pc' },
      { type: 'start-combat', surprise: null },
      { type: 'end-turn', next: 'b', dice: [2, 3, 4] },
      { type: 'delay', id: 'a', next: 'b', dice: [2, 3, 4] },
      { type: 'ready', id: 'a', trigger: 'the door opens', dice: [2, 3, 4] },
    ];
    for (const shape of shapes) expect(commandSchema.parse(shape), shape.type).toEqual(shape);
    // A field comes from the system that adds it: without YAUGS in the list, no Counter-Attack.
    const withoutYaugs = buildSchemaSet(SYSTEM_IDS.filter((id) => id !== 'yaugs').map((id) => SYSTEMS[id].definition.schemas));
    const counter = shapes[6]!;
    expect(withoutYaugs.command.parse({ ...counter, counterAttack: true })).toEqual(counter);
  });

  it('each system resolves every command its schemas add, so none reaches the reducer unhandled', () => {
    for (const id of SYSTEM_IDS) {
      const { schemas, commands } = SYSTEMS[id].definition;
      const types = schemas.commands.flatMap((c) => commandTypes(c));
      // Each schema names at least one type (the reader of the literals bites).
      expect(types.length, id).toBeGreaterThanOrEqual(schemas.commands.length);
      for (const t of types) expect(Object.keys(commands ?? {}), `${id}: ${t}`).toContain(t);
    }
  });

  it('names each system from its entry, one way for the screen and the exports', () => {
    expect(SYSTEM_IDS.map((id) => systemName(id))).toEqual(SYSTEM_IDS.map((id) => SYSTEMS[id].name));
    expect([systemName('yaugs'), systemName('vers'), systemName('waylights')]).toEqual(['YAUGS', 'VERS', 'Waylights']);
  });

  it('a log event only one system writes is told to the players in that system\'s words, never its GM summary', () => {
    const session = new Session(EXAMPLES.yaugs(), 'words');
    session.apply({ type: 'start-combat' });
    const before = session.state;
    const command = { type: 'yaugs-raise-oq', id: 'aldric', method: 'forgo-attacks' } as const;
    const r = session.apply(command);
    expect(r.ok).toBe(true);
    const events = session.eventsByCommand[session.appliedCount - 1]!;
    expect(events.map((e) => e.kind)).toEqual(['oq-raised']);
    expect(events[0]!.summary).toMatch(/Opponent Quotient/);
    const entries = playerEntries({ before, events, after: session.state, command }, { revealed: [], unseen: new Set() });
    expect(entries.map((e) => e.text)).toEqual(['Aldric forgoes attacking to defend']);
  });

  // Every source file of the app outside a system's three folders and the two registries: shared/
  // (model, engine, files, ipc, projection, export, present, sim, the rules' and systems' own
  // top-level files such as rules/preview.ts and sim/examples.ts), src-main, src-renderer (its
  // settings catalog, free-roll inputs, system actions, labels, every screen) and scripts.
  const generic = (): string[] => {
    const own = new RegExp(`^(shared/(rules|systems)|src-renderer/systems)/(${SYSTEM_IDS.join('|')})/`);
    const registries = ['shared/systems/registry.ts', 'src-renderer/systems/registry.ts'];
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const p = join(dir, name);
        return statSync(p).isDirectory() ? files(p) : /\.(ts|svelte|js)$/.test(p) ? [p] : [];
      });
    return ['shared', 'src-main', 'src-renderer', 'scripts']
      .flatMap((d) => files(join(root, d)))
      .map((p) => relative(root, p).split('\\').join('/'))
      .filter((p) => !own.test(p) && !registries.includes(p));
  };

  it('no generic file names a system or imports one: all of shared/, src-main, src-renderer and scripts outside the systems\' folders and the registries', () => {
    const all = generic();
    expect(all.length).toBeGreaterThan(250);
    for (const fixed of ['shared/rules/preview.ts', 'shared/sim/examples.ts', 'shared/model/events.ts', 'shared/projection/playerLog.ts', 'shared/present/vocabulary.ts', 'src-renderer/state/settingsCatalog.ts', 'src-renderer/state/freeRoll.svelte.ts', 'src-renderer/app/roomActions.ts', 'src-renderer/state/systemWords.ts', 'scripts/make-examples.ts']) {
      expect(all).toContain(fixed);
    }
    const ids = SYSTEM_IDS.join('|');
    const names = SYSTEM_IDS.map((id) => SYSTEM_NAMES[id]).join('|');
    // A quoted id or name ('yaugs', "VERS"), or an import path with a system's folder in it.
    const named = new RegExp(`['"\`](${ids}|${names})['"\`]|from\\s+['"][^'"]*(^|/)(${ids})(/|['"])|/(rules|systems)/(${ids})/`);
    const offenders = all.filter((p) => named.test(readFileSync(join(root, p), 'utf8')));
    expect(offenders).toEqual([]);
    // The check bites: on lines the fixed files held before, and on the registries.
    for (const line of ["readonly system: 'yaugs' | 'vers' | 'waylights';", "import { YAUGS_WORDS } from './yaugs/labels';", "import { VERS_DEFAULTS } from '../../shared/rules/vers/settings';", "{ yaugs: 'YAUGS', vers: 'VERS' }", "roll: (f) => ({ system: 'waylights', dice: f.dice })"]) {
      expect(named.test(line), line).toBe(true);
    }
    expect(['shared/systems/registry.ts', 'src-renderer/systems/registry.ts'].filter((p) => named.test(readFileSync(join(root, p), 'utf8')))).toHaveLength(2);
  });

  it('each system ships samples of its own: a slug and a name no other has, and build/examples holds exactly their files, each of its system', () => {
    // A system made by copying another's folder keeps the other's slug unless renamed; `npm run
    // examples` would then write the new system's samples over the other's, silently.
    const slugs = SYSTEM_IDS.flatMap((id) => [SYSTEMS[id].examples.slug, ...(SYSTEMS[id].examples.more ?? []).map((m) => m.slug)]);
    expect(new Set(slugs).size, `slugs ${slugs.join(', ')}`).toBe(slugs.length);
    const names = SYSTEM_IDS.map((id) => EXAMPLES[id]().name);
    expect(new Set(names).size, `names ${names.join(', ')}`).toBe(names.length);
    const dir = join(root, 'build/examples');
    expect(readdirSync(dir).sort()).toEqual(slugs.flatMap((s) => [`${s}.encounter.json`, `${s}.session.json`]).sort());
    for (const id of SYSTEM_IDS) {
      for (const slug of [SYSTEMS[id].examples.slug, ...(SYSTEMS[id].examples.more ?? []).map((m) => m.slug)]) {
        expect(JSON.parse(readFileSync(join(dir, `${slug}.encounter.json`), 'utf8')).system, slug).toBe(id);
        expect(JSON.parse(readFileSync(join(dir, `${slug}.session.json`), 'utf8')).encounter.system, slug).toBe(id);
      }
    }
  });

  it('a system is two lines in each registry file, its import and its entry: the README\'s "Adding a system"', () => {
    for (const p of ['shared/systems/registry.ts', 'src-renderer/systems/registry.ts']) {
      const lines = readFileSync(join(root, p), 'utf8').split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*\*)/.test(l));
      for (const id of SYSTEM_IDS) {
        const mentions = lines.filter((l) => new RegExp(`\\b${id}(System|Room)?\\b`).test(l));
        expect(mentions, `${p}: ${id}`).toHaveLength(2);
        expect(mentions[0], `${p}: ${id}`).toMatch(new RegExp(`^import .* from '\\./${id}';$`));
        expect(mentions[1]!.trim(), `${p}: ${id}`).toMatch(new RegExp(`^${id}: ${id}(System|Room),$`));
      }
    }
  });
});
