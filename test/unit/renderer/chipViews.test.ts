import { describe, expect, it } from 'vitest';
import { ChipViews } from '../../../src-renderer/gm/combat/chipViews';
import { startedSample } from './startedSample';
import { adapterFor } from '../../../shared/systems/registry';
import type { CombatState } from '../../../shared/model/state';

describe('the turn strip chips', () => {
  it('show who acts and who has acted, in the order so far then the rest, and say it in the tooltip', () => {
    const session = startedSample('vers', 'chips');
    const chips = new ChipViews();
    const first = session.state.current!;
    let views = chips.update(session.state, false);
    expect(views.map((v) => v.id)).toEqual(expect.arrayContaining(session.state.encounter.combatants.map((c) => c.id)));
    expect(views.slice(0, session.state.order.length).map((v) => v.id)).toEqual(session.state.order);
    const acting = views.find((v) => v.now)!;
    expect(acting.id).toBe(first);
    expect(acting.title).toBe(`${acting.name} (acting)`);

    expect(session.apply({ type: 'end-turn' }).ok).toBe(true);
    views = chips.update(session.state, false);
    const done = views.find((v) => v.id === first)!;
    expect(done).toMatchObject({ now: false, acted: true, title: `${done.name} (has acted)` });
    expect(views.filter((v) => v.now).map((v) => v.id)).toEqual([session.state.current]);
  });

  it('a turn start hands the unchanged chips their views of before and makes new ones only for those that changed', () => {
    const session = startedSample('yaugs', 'chips');
    const chips = new ChipViews();
    const before = chips.update(session.state, true);
    const first = session.state.current!;
    expect(session.apply({ type: 'end-turn' }).ok).toBe(true);
    const after = chips.update(session.state, true);
    const second = session.state.current!;
    for (const v of after) {
      const old = before.find((b) => b.id === v.id)!;
      if (v.id === first || v.id === second) expect(v).not.toBe(old);
      else expect(v).toBe(old);
    }
    // A fixed order is sortable: the tooltip says how.
    expect(after.find((v) => v.id === second)!.title).toMatch(/\(acting\)\. Drag onto another to change the order$/);
    // Being no longer sortable changes every chip's tooltip.
    const locked = chips.update(session.state, false);
    expect(locked.every((v, i) => v !== after[i] && !v.title.includes('Drag'))).toBe(true);
  });

  it('show harm in the system’s words and a system’s badge', () => {
    const session = startedSample('waylights', 'chips');
    const views = new ChipViews().update(session.state, false);
    expect(views.some((v) => v.harm !== null)).toBe(true);
    for (const v of views) {
      const c = session.state.encounter.combatants.find((x) => x.id === v.id)!;
      expect(v.name).toBe(c.name);
      const timing = (c.sheet as { timing?: unknown }).timing;
      expect(v.badge).toEqual(typeof timing === 'number' ? { text: `T${timing}`, title: 'Timing' } : null);
      const harm = session.state.harm[c.id];
      expect(v.harm).toBe(harm ? adapterFor('waylights').harmWords(harm, c) : null);
    }
  });
});

describe('a chip with token art', () => {
  it('shows the art once it is loaded, and keeps its view until then and after', () => {
    const session = startedSample('yaugs', 'chip-art');
    const s = session.state;
    const c = s.encounter.combatants[0]!;
    const withArt = { ...s, encounter: { ...s.encounter, combatants: s.encounter.combatants.map((x) => (x.id === c.id ? { ...x, portrait: 'face.png' } : x)) } } as CombatState;
    const chips = new ChipViews();
    let loaded: string | null = null;
    const art = (name: string) => (name === 'face.png' ? loaded : null);
    const before = chips.update(withArt, false, art);
    expect(before.find((v) => v.id === c.id)!.art).toBeNull();
    expect(chips.update(withArt, false, art)).toEqual(before);
    loaded = 'blob:face';
    const after = chips.update(withArt, false, art);
    expect(after.find((v) => v.id === c.id)!.art).toBe('blob:face');
    // Only that chip's view is new.
    expect(after.filter((v, i) => v !== before[i]).map((v) => v.id)).toEqual([c.id]);
    expect(after.filter((v) => v.art !== null)).toHaveLength(1);
  });
});
