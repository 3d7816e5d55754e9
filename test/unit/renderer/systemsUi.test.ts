import { yaugsRound } from '../../../shared/systems/yaugs/round';
import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { AppState } from '../../../src-renderer/state/app.svelte';
import { action, runAction } from '../../../src-renderer/app/actions';
import { FakeHost } from './fakeHost';
import { roomList, roomOf } from '../../../src-renderer/state/roomRegistry';
import { oqStatus } from '../../../src-renderer/systems/yaugs/oq';
import { yaugsUi } from '../../../src-renderer/systems/yaugs/fightUi.svelte';
import { parryOptions, withAllowedParry } from '../../../src-renderer/systems/yaugs/parry';
import { freeAdjacent } from '../../../src-renderer/systems/freeAdjacent';
import { checkVersDraft, versBlank, versDraftFromSheet } from '../../../src-renderer/systems/vers/versDraft';
import { hexDistance } from '../../../shared/hex';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { SystemId } from '../../../shared/model/schema';

// The shipped examples: one per system the engine runs.
const SYSTEM_IDS = Object.keys(EXAMPLES) as SystemId[];

async function yaugsFight() {
  const combat = new CombatController('f', EXAMPLES.yaugs(), 'seed', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return combat;
}

describe('the systems registry of the GM window', () => {
  it('has one room for every system the engine knows, each with its own samples and settings', () => {
    expect(roomList().map((s) => s.id).sort()).toEqual([...SYSTEM_IDS].sort());
    for (const id of SYSTEM_IDS) {
      const ui = roomOf(id);
      expect(ui.samples().length).toBeGreaterThan(0);
      expect(ui.defaultSettings()).toBeTruthy();
    }
  });

  it('no renderer file outside src-renderer/systems/ branches on a system id', () => {
    const root = join(__dirname, '../../../src-renderer');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) {
          if (p !== join(root, 'systems')) walk(p);
        } else if (/\.(ts|svelte)$/.test(f)) files.push(p);
      }
    };
    walk(root);
    const offenders = files.filter((f) => /system *[!=]==? *'(yaugs|vers|waylights)'/.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => f.slice(root.length + 1)), 'a system decides this: move it into src-renderer/systems/<id>/ and ask roomOf(system) for it').toEqual([]);
  });
});

describe('picking a hex on the map', () => {
  it('takes a click on an offered hex once and ignores the others while it is open', async () => {
    const ui = new CombatUi(await yaugsFight());
    const picked: unknown[] = [];
    ui.hexPick.ask({ prompt: 'Pick', hexes: [{ q: 1, r: 1 }], onpick: (h) => picked.push(h) });
    expect(ui.hexPick.click({ q: 5, r: 5 })).toBe(true);
    expect(picked).toEqual([]);
    expect(ui.hexPick.open).not.toBeNull();
    expect(ui.hexPick.click({ q: 1, r: 1 })).toBe(true);
    expect(picked).toEqual([{ q: 1, r: 1 }]);
    expect(ui.hexPick.open).toBeNull();
    // Closed: a click is the map's again.
    expect(ui.hexPick.click({ q: 1, r: 1 })).toBe(false);
  });
});

describe('YAUGS controls', () => {
  it('the OQ status follows the raises the engine recorded, and says why a raise is spent', async () => {
    const combat = await yaugsFight();
    const bruiser = () => combat.state.encounter.combatants.find((c) => c.id === 'bruiser')!;
    const before = oqStatus(combat.state, bruiser())!;
    expect(before.forgoBlocked).toBeNull();
    expect(before.hexes.every((h) => hexDistance(h.hex, bruiser().position) === 1)).toBe(true);
    expect(await combat.apply({ type: 'yaugs-raise-oq', id: 'bruiser', method: 'forgo-attacks' })).toBe(true);
    const after = oqStatus(combat.state, bruiser())!;
    expect(after.value).toBe(before.value + 1);
    expect(after.forgoBlocked).toBe('already forgone this round');
    const to = before.hexes[0]!.hex;
    expect(await combat.apply({ type: 'yaugs-raise-oq', id: 'bruiser', method: 'give-ground', to, dice: [100, 1] })).toBe(true);
    expect(bruiser().position).toEqual(to);
    expect(oqStatus(combat.state, bruiser())!.giveGroundBlocked).toBe('already tried this round');
    // Every hex offered is one the engine accepts.
    for (const h of freeAdjacent(combat.state, 'aldric')) {
      expect(hexDistance(h.hex, combat.state.encounter.combatants.find((c) => c.id === 'aldric')!.position)).toBe(1);
      // Named as the map readout names a hex (column and row), never by its axial coordinates.
      expect(h.label).toMatch(/^. column \d+, row \d+$/);
    }
  });

  it('offers only the parries the preview allows, and the reason when the defender meets the attack passively', async () => {
    const combat = await yaugsFight();
    const sentry = combat.state.encounter.combatants.find((c) => c.id === 'sentry')!;
    const aware = { system: 'yaugs' as const, defenderAware: true, defenderCanMove: true, areaEffect: false, parryWith: null };
    const req = { attacker: 'aldric', defender: sentry, weapon: 'Longsword', situational: [], choices: aware };
    expect(parryOptions(combat.state, req).allowed.length).toBeGreaterThan(0);
    const unaware = { ...aware, defenderAware: false, parryWith: 'Round shield' };
    const none = parryOptions(combat.state, { ...req, choices: unaware });
    expect(none.allowed).toEqual([]);
    expect(none.reason).toMatch(/Active Defence/);
    // A parry chosen before the defender lost its Active Defence is dropped, not kept.
    expect(withAllowedParry(combat.state, { ...req, choices: unaware }).parryWith).toBeNull();
  });
});

describe('the VERS shield in quick-create', () => {
  it('a shield typed in the form is on the sheet; one from a sample survives the form unchanged, and unticking takes it off', () => {
    const d = versBlank();
    expect(checkVersDraft(d).sheet!.shield).toBeUndefined();
    const withShield = checkVersDraft({ ...d, shield: true, shieldName: 'Kite shield', shieldCover: 3, shieldStructure: 12 }).sheet!;
    expect(withShield.shield).toEqual({ name: 'Kite shield', cover: 3, structure: 12 });
    const back = versDraftFromSheet(withShield);
    expect(checkVersDraft(back).sheet).toEqual(withShield);
    expect(checkVersDraft({ ...back, shield: false }).sheet!.shield).toBeNull();
  });

  it('names the shield field a bad value belongs to', () => {
    const r = checkVersDraft({ ...versBlank(), shield: true, shieldCover: 11 });
    expect(r.sheet).toBeNull();
    expect(r.fields.shieldCover).toMatch(/cover/i);
  });
});

describe('the systems\u2019 registry actions', () => {
  async function appFighting(system: SystemId) {
    const app = new AppState(new FakeHost().host, null);
    app.workspace.edit(EXAMPLES[system](), null);
    expect(await app.workspace.run('seed')).toBeNull();
    return app;
  }

  it('are offered only in a fight of their own system', async () => {
    const vers = await appFighting('vers');
    expect(action('quick-recovery').enabled(vers)).toBe(true);
    expect(action('forgo-attacks').enabled(vers)).toBe(false);
    const yaugs = await appFighting('yaugs');
    expect(action('quick-recovery').enabled(yaugs)).toBe(false);
  });

  it('F and G act on the attack\u2019s target: F forgoes its attacks, G opens the pick of its hex', async () => {
    const app = await appFighting('yaugs');
    app.combatUi!.attack.pickTarget('bruiser');
    expect(await runAction(app, 'forgo-attacks', 'key')).toBe(true);
    expect(yaugsRound(app.combat!.state).raises['bruiser']?.forgo).toBe(true);
    expect(action('forgo-attacks').enabled(app)).toBe(false);
    expect(await runAction(app, 'give-ground', 'key')).toBe(true);
    const pick = app.combatUi!.hexPick.open!;
    expect(pick.prompt).toContain('Bruiser');
    yaugsUi(app.combatUi!).giveGroundDice = '100 1';
    app.combatUi!.hexPick.click(pick.hexes[0]!);
    await vi.waitFor(() => expect(yaugsRound(app.combat!.state).raises['bruiser']?.giveGround).toBe('won'));
  });

  it('R spends the acting VERS character\u2019s turn; a second time it is not offered', async () => {
    const app = await appFighting('vers');
    expect(await runAction(app, 'quick-recovery', 'key')).toBe(true);
    expect(app.combat!.events.at(-1)!.summary).toMatch(/quick recovery/);
    expect(action('quick-recovery').enabled(app)).toBe(false);
  });
});

describe('a hex pick keeps the target', () => {
  it('the pointer crossing another token while the pick is open does not change the target', async () => {
    const combat = new CombatController('f', EXAMPLES.yaugs(), 'seed', null);
    await combat.apply({ type: 'start-combat' });
    const ui = new CombatUi(combat);
    ui.attack.pickTarget('bruiser');
    ui.hexPick.ask({ prompt: 'Pick', hexes: [], onpick: () => {} });
    ui.pointer.hover = combat.state.encounter.combatants.find((c) => c.id === 'sentry')!.position;
    expect(ui.attack.targetId).toBe('bruiser');
    ui.hexPick.cancel();
    expect(ui.attack.targetId).toBe('sentry');
  });
});

describe('choices belong to one exchange', () => {
  it('after an attack the next one starts from the defaults again', async () => {
    const enc = EXAMPLES.yaugs();
    enc.combatants = enc.combatants.map((c) => (c.id === 'aldric' ? { ...c, position: { q: 10, r: 7 } } : c)) as typeof enc.combatants;
    const combat = new CombatController('f', enc, 'seed-1', null);
    await combat.apply({ type: 'start-combat' });
    const ui = new CombatUi(combat);
    ui.attack.pickTarget('bruiser');
    const defaults = ui.attack.effectiveChoices!;
    ui.attack.setChoices('bruiser', { ...defaults, system: 'yaugs', defenderAware: false } as typeof defaults);
    expect(ui.attack.effectiveChoices).toMatchObject({ defenderAware: false });
    expect(await ui.attack.send()).toBe(true);
    expect(ui.attack.choices).toBeNull();
    expect(ui.attack.effectiveChoices).toMatchObject({ defenderAware: true });
  });
});
