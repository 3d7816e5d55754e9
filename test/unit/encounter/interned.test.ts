// interned (shared/model/interned.ts): equal plain data shares one object, so the systems' odds
// caches keyed by sheets find a copied state's attacks; the previews stay exactly the original's.
import { describe, expect, it } from 'vitest';
import { attackPreview, initialState, reduce, type CombatState } from '../../../shared/engine';
import { interned } from '../../../shared/model/interned';
import { playTurn } from '../../../shared/sim/autoplay';
import { fourVsFour } from '../../../shared/sim/examples';
import { adapterFor, SYSTEM_IDS } from '../../../shared/systems/registry';

describe('interned', () => {
  it('hands out the first object seen with equal data', () => {
    const a = { name: 'Ash', skills: [1, 2, { x: 3 }] };
    const b = JSON.parse(JSON.stringify(a)) as typeof a;
    expect(interned(a)).toBe(a);
    expect(interned(b)).toBe(a);
    expect(interned(b)).toBe(a);
  });

  it('keeps objects whose data differ apart', () => {
    const a = { name: 'Birch', hp: 7 };
    const b = { name: 'Birch', hp: 8 };
    expect(interned(a)).toBe(a);
    expect(interned(b)).toBe(b);
  });

  it('keeps apart what one JSON text hides: an undefined member, a Map', () => {
    const a = { name: 'Cedar' };
    const b = { name: 'Cedar', note: undefined };
    const c = { name: 'Cedar', extra: new Map([[1, 2]]) };
    const d = { name: 'Cedar', extra: {} };
    expect(interned(a)).toBe(a);
    expect(interned(b)).toBe(b);
    expect(interned(d)).toBe(d);
    expect(interned(c)).toBe(c);
  });

  it('passes values that are not objects through', () => {
    expect(interned(3)).toBe(3);
    expect(interned('x')).toBe('x');
    expect(interned(null)).toBe(null);
    expect(interned(undefined)).toBe(undefined);
  });
});

describe.each(SYSTEM_IDS)('%s: a copied state', (system) => {
  it('previews every attack exactly as the original, the copy asked after it', () => {
    let s: CombatState = (() => {
      const r = reduce(initialState(fourVsFour(system), `interned-${system}`), { type: 'start-combat' });
      if (!r.ok) throw new Error(r.reason);
      return r.state;
    })();
    for (let i = 0; i < 5; i++) s = playTurn(s, (cmd) => { const r = reduce(s, cmd); return r.ok ? (s = r.state) : null; });
    const copy = structuredClone(s);
    let asked = 0;
    for (const a of s.encounter.combatants) {
      for (const d of s.encounter.combatants) {
        if (a.id === d.id) continue;
        for (const w of adapterFor(system).weapons(a)) {
          const req = { attacker: a.id, defender: d.id, weapon: w.name, situational: [] };
          const original = attackPreview(s, req);
          expect(attackPreview(copy, req)).toEqual(original);
          asked++;
        }
      }
    }
    expect(asked).toBeGreaterThan(20);
  });
});
