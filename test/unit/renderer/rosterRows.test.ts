import { describe, expect, it } from 'vitest';
import { ROSTER_ROW_PX, RosterRowViews, rosterOrder, rowWindow } from '../../../src-renderer/state/rosterRows';
import { startedSample } from './startedSample';

describe('the roster\u2019s order rows', () => {
  it('list the order, then whoever it does not name yet, each once, with place, status and what ↑ ↓ can do', () => {
    const session = startedSample('yaugs', 'roster-rows');
    const s = session.state;
    const rows = new RosterRowViews().update(s, s.order[1]!, true);
    expect(rows.map((r) => r.id)).toEqual(rosterOrder(s).map((c) => c.id));
    expect(rows.map((r) => r.id).slice(0, s.order.length)).toEqual(s.order);
    expect(rows.map((r) => r.place)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.filter((r) => r.now).map((r) => r.id)).toEqual([s.current]);
    expect(rows.find((r) => r.now)!.tag).toBe('acting');
    expect(rows.filter((r) => r.picked).map((r) => r.id)).toEqual([s.order[1]]);
    expect([rows[0]!.earlier, rows[0]!.later, rows.at(-1)!.earlier, rows.at(-1)!.later]).toEqual([false, true, true, false]);
    expect(new RosterRowViews().update(s, null, false).some((r) => r.earlier || r.later)).toBe(false);
  });

  it('a turn start hands the rows that did not change their views of before, and makes new ones for those that did', () => {
    const session = startedSample('yaugs', 'roster-rows');
    const views = new RosterRowViews();
    const before = views.update(session.state, null, true);
    const first = session.state.current!;
    expect(session.apply({ type: 'end-turn' }).ok).toBe(true);
    const second = session.state.current!;
    const after = views.update(session.state, null, true);
    const changed = after.filter((r, i) => r !== before[i]).map((r) => r.id).sort();
    expect(changed).toEqual([first, second].sort());
    expect(after.find((r) => r.id === first)).toMatchObject({ now: false, acted: true, tag: 'acted' });
    // The pick moving changes the two rows it leaves and reaches, no others.
    const picked = views.update(session.state, second, true);
    expect(picked.filter((r, i) => r !== after[i]).map((r) => r.id)).toEqual([second]);
  });
});

describe('the window of rows in the page', () => {
  it('covers the rows in sight and a few either side, within the list', () => {
    // 10 rows in sight from row 100 of 500.
    const w = rowWindow(100 * ROSTER_ROW_PX, 10 * ROSTER_ROW_PX, 500);
    expect(w.start).toBeLessThanOrEqual(100);
    expect(w.end).toBeGreaterThanOrEqual(110);
    expect(w.end - w.start).toBeLessThan(40);
    // The list starting below the visible top, at the top, at the end, and a short list.
    expect(rowWindow(-200, 300, 500).start).toBe(0);
    expect(rowWindow(-1000, 300, 500)).toEqual({ start: 0, end: 0 });
    expect(rowWindow(0, 280, 500)).toEqual({ start: 0, end: 18 });
    expect(rowWindow(495 * ROSTER_ROW_PX, 280, 500).end).toBe(500);
    expect(rowWindow(0, 280, 5)).toEqual({ start: 0, end: 5 });
    // Nothing scrolls: every row.
    expect(rowWindow(0, Infinity, 500)).toEqual({ start: 0, end: 500 });
  });
});
