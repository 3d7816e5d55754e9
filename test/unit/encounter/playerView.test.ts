// The players' projection, proved by construction: fights in every system are played with GM-only
// data planted under unique marker strings, every PlayerView produced after every command is
// serialised, and none of the markers, hidden combatants, sheet fields or NPC numbers may appear
// in any of them. Positive checks make sure the views are not passing by being empty.
import { describe, expect, it } from 'vitest';
import { offsetToAxial, hexKey, mapHexes } from '../../../shared/hex';
import { EXAMPLES } from '../../../shared/sim/examples';
import { Session } from '../../../shared/engine/session';
import { playTurn } from '../../../shared/sim/autoplay';
import type { AnyCombatant, Encounter } from '../../../shared/model/schema';
import { encounterSchema } from '../../../shared/systems/registry';
import type { Command } from '../../../shared/model/commands';
import { fogHexes } from '../../../shared/projection/fogRuns';

/** Every hex key of the map but `dark`: what the players see when only those stay in the fog. */
function litBut(enc: Encounter, dark: readonly string[]): string[] {
  return mapHexes(enc.map.width, enc.map.height, enc.map.orientation).map(hexKey).filter((k) => !dark.includes(k));
}
import { playerView, stepsOf, type PlayerView, type PlayerViewOptions } from '../../../shared/projection/playerView';

const SYSTEMS = ['yaugs', 'vers', 'waylights'] as const;

const GM_NOTE = 'SECRET-GMNOTE-123';
const NPC_NOTE = 'SECRET-NPCNOTE-456';
const HIDDEN_ID = 'secret-hidden-id';
const HIDDEN_NAME = 'SECRET-HIDDEN-NAME';
const HIDDEN_NOTE = 'SECRET-HIDDENNOTE-789';
const NPC_WEAPON = 'SECRET-WEAPON';
const MARKERS = [GM_NOTE, NPC_NOTE, HIDDEN_ID, HIDDEN_NAME, HIDDEN_NOTE, NPC_WEAPON, 'Lurker', 'Shoots first'];

/** Keys of sheets, notes and harm records: none may appear anywhere in a player view. */
const FORBIDDEN_KEYS = [
  'sheet', 'notes', 'gmNotes', 'hidden', 'attributes', 'skills', 'weapons', 'hitPoints', 'threshold', 'passiveDefence',
  'armourAbsorption', 'agilitySkill', 'rv', 'injuries', 'stats', 'resolve', 'timing', 'armour', 'perks', 'overrides',
  'structure', 'maxStructure', 'hp', 'maxHp', 'marks', 'wounds', 'injury', 'tension', 'settings', 'effects', 'summary', 'rng', 'counters',
];

/** What NPC numbers look like in the GM's summaries and effects, in each system. */
const NPC_NUMBERS = [/\d+\s*\/\s*\d+\s*HP/i, /\bHP\b/, /Wounds \d/i, /Injury \d/i, /tension \d/i, /NDV/, /\d+ damage/i, /structure/i];

/** The sample encounter with GM-only data planted: notes, a renamed NPC weapon, a hidden fighter. */
function planted(system: (typeof SYSTEMS)[number]): Encounter {
  const base = EXAMPLES[system]();
  const raw = JSON.parse(JSON.stringify(base)) as { gmNotes: string; combatants: (AnyCombatant & { sheet: { name: string; weapons: { name: string }[] } })[] };
  raw.gmNotes = `${GM_NOTE} ${raw.gmNotes}`;
  const npcs = raw.combatants.filter((c) => c.side === 'npc' && !c.hidden);
  for (const c of npcs) c.notes = `${NPC_NOTE}: ${c.name}`;
  const first = npcs[0]!;
  first.sheet.weapons[0]!.name = NPC_WEAPON;
  const clone = JSON.parse(JSON.stringify(npcs[1] ?? first)) as typeof first;
  clone.id = HIDDEN_ID;
  clone.name = HIDDEN_NAME;
  clone.sheet.name = HIDDEN_NAME;
  clone.hidden = true;
  clone.notes = HIDDEN_NOTE;
  clone.position = offsetToAxial({ col: 12, row: 12 });
  raw.combatants.push(clone);
  return encounterSchema.parse(raw);
}

type Played = { session: Session; views: PlayerView[]; json: string[] };

/** Plays the fight with the built-in tactic, building the player view after every command. */
function play(enc: Encounter, opts: PlayerViewOptions, turns = 80): Played {
  const session = new Session(enc, `pv-${enc.system}`);
  const views: PlayerView[] = [];
  const json: string[] = [];
  const apply = (cmd: Command) => {
    if (!session.apply(cmd).ok) return null;
    const v = playerView(session.state, stepsOf(session), opts);
    views.push(v);
    json.push(JSON.stringify(v));
    return session.state;
  };
  let s = session.state;
  for (let i = 0; i < turns && s.phase !== 'ended'; i++) s = playTurn(s, apply);
  return { session, views, json };
}

/** Every key and every string of a JSON value, with the path to each string. */
function walk(v: unknown, path: string, keys: Set<string>, strings: { path: string; value: string }[]): void {
  if (typeof v === 'string') strings.push({ path, value: v });
  else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`, keys, strings));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      keys.add(k);
      walk(x, `${path}.${k}`, keys, strings);
    }
  }
}

describe.each(SYSTEMS)('%s player view', (system) => {
  const enc = planted(system);
  const closed = play(enc, { revealed: [], lit: null });

  it('the planted GM data is really in play (the GM log has it), so its absence below means something', () => {
    const gm = JSON.stringify(closed.session.events);
    expect(closed.session.events.some((e) => e.gmOnly)).toBe(true);
    expect(gm).toContain(HIDDEN_NAME);
    expect(gm).toContain(NPC_WEAPON);
    expect(NPC_NUMBERS.some((p) => p.test(gm))).toBe(true);
    expect(closed.views.length).toBeGreaterThan(20);
  });

  it('no view after any command holds a marker, a hidden combatant, a sheet field or a GM-only key', () => {
    for (const j of closed.json) {
      for (const m of MARKERS) expect(j).not.toContain(m);
      const keys = new Set<string>();
      walk(JSON.parse(j), '', keys, []);
      for (const k of FORBIDDEN_KEYS) expect(keys.has(k), `key "${k}"`).toBe(false);
    }
  });

  it('no NPC numbers: only PC tokens carry harm in numbers, and no other text looks like harm numbers', () => {
    const pcs = new Set(enc.combatants.filter((c) => c.side === 'pc').map((c) => c.id));
    for (const v of closed.views) {
      for (const t of v.tokens) expect(t.harmDetail === null, `${t.name} harmDetail`).toBe(!pcs.has(t.id));
      const strings: { path: string; value: string }[] = [];
      walk({ ...v, tokens: v.tokens.map((t) => ({ ...t, harmDetail: null })) }, '', new Set(), strings);
      for (const s of strings) for (const p of NPC_NUMBERS) expect(p.test(s.value), `${s.path}: ${s.value}`).toBe(false);
      for (const e of v.log) for (const r of e.rolls) expect(r.detail).toBeNull();
    }
  });

  it('visible PCs and NPCs do appear, with harm words, attacks and a banner', () => {
    const last = closed.views.at(-1)!;
    const visible = enc.combatants.filter((c) => !c.hidden);
    expect(last.tokens.map((t) => t.id).sort()).toEqual(visible.map((c) => c.id).sort());
    const all = closed.json.join('\n');
    for (const c of visible) expect(all).toContain(c.name);
    const attacks = last.log.filter((e) => e.kind === 'attack');
    expect(attacks.length).toBeGreaterThan(0);
    expect(attacks.some((e) => e.rolls.some((r) => r.faces.length > 0))).toBe(true);
    expect(last.log.some((e) => e.changes.some((c) => / \u2192 (grazed|wounded|badly hurt|down)$/.test(c)))).toBe(true);
    expect(closed.views.some((v) => v.banner !== null && v.banner.kind === 'attack')).toBe(true);
    expect(last.log.some((e) => e.kind === 'round-started')).toBe(true);
  });

  it('hides the hidden combatant even when it is the one acting', () => {
    const hiddenTurns = closed.session.events.filter((e) => e.kind === 'turn-started' && e.actor === HIDDEN_ID).length;
    expect(hiddenTurns).toBeGreaterThan(0);
    for (const v of closed.views) {
      expect(v.current?.id).not.toBe(HIDDEN_ID);
      expect(v.tokens.some((t) => t.id === HIDDEN_ID)).toBe(false);
    }
  });

  it('revealing an NPC shows its numbers and the roll breakdowns of fights between open combatants', () => {
    const npc = enc.combatants.find((c) => c.side === 'npc' && !c.hidden)!;
    const everyone = enc.combatants.filter((c) => !c.hidden).map((c) => c.id);
    const open = play(enc, { revealed: everyone, lit: null });
    expect(open.views.at(-1)!.tokens.find((t) => t.id === npc.id)!.harmDetail).not.toBeNull();
    const details = open.views.at(-1)!.log.flatMap((e) => e.rolls.map((r) => r.detail)).filter((d) => d !== null);
    expect(details.length).toBeGreaterThan(0);
    expect(details.some((d) => d.modifiers.length > 0)).toBe(true);
    // The hidden combatant stays out even when every visible id is revealed.
    for (const j of open.json) expect(j).not.toContain(HIDDEN_NAME);
  });

  it('fog hides tokens and terrain on dark hexes, and what their combatants do', () => {
    const npc = enc.combatants.find((c) => c.side === 'npc' && !c.hidden)!;
    const dark = [hexKey(npc.position), ...enc.map.terrain.slice(0, 2).map((t) => hexKey(t))];
    const session = new Session(enc, 'fog');
    const v = playerView(session.state, [], { revealed: [], lit: litBut(enc, dark) });
    expect(v.tokens.some((t) => t.id === npc.id)).toBe(false);
    expect(v.map.terrain).toHaveLength(enc.map.terrain.length - 2);
    expect(fogHexes(v.map).map(hexKey).sort()).toEqual([...dark].sort());
    // Right after its turn starts the NPC still stands in the dark: the log neither names it nor
    // tells that someone unseen takes a turn.
    const fogged = play(enc, { revealed: [], lit: litBut(enc, [hexKey(npc.position)]) }, 12);
    const texts = fogged.views.flatMap((x) => x.log.map((e) => e.text));
    expect(fogged.session.events.some((e) => e.kind === 'turn-started' && e.actor === npc.id)).toBe(true);
    expect(texts).not.toContain("Someone's turn");
    expect(texts.some((t) => t.endsWith("'s turn"))).toBe(true);
    for (const x of fogged.views) {
      const stillDark = x.tokens.every((t) => t.id !== npc.id);
      if (stillDark) expect(x.log.some((e) => e.text.includes(npc.name))).toBe(false);
    }
  });
});

describe('player view details', () => {
  it('the same list of seen hexes handed again follows a changed terrain list and a resized map', () => {
    const enc = EXAMPLES.vers();
    const cover = enc.map.terrain.find((t) => t.kind === 'cover')!;
    const lit = litBut(enc, [hexKey(enc.map.terrain[0]!)]);
    const s = new Session(enc, 'same-lit');
    const first = playerView(s.state, [], { revealed: [], lit });
    expect(first.map.terrain.find((t) => t.q === cover.q && t.r === cover.r)).toMatchObject({ condition: 'intact' });
    // A hit wears the cover down: a new terrain list, the same lit list.
    const terrain = enc.map.terrain.map((t) => (t === cover && t.kind === 'cover' ? { ...t, structure: t.maxStructure - 1 } : t));
    const worn = { ...s.state, encounter: { ...s.state.encounter, map: { ...s.state.encounter.map, terrain } } };
    const again = playerView(worn, [], { revealed: [], lit });
    expect(again.map.terrain.find((t) => t.q === cover.q && t.r === cover.r)).toMatchObject({ condition: 'damaged' });
    expect(again.map.fog).toEqual(first.map.fog);
    // One row more: its hexes are not in the list, so they are dark.
    const taller = { ...s.state, encounter: { ...s.state.encounter, map: { ...s.state.encounter.map, height: enc.map.height + 1 } } };
    const grown = playerView(taller, [], { revealed: [], lit });
    expect(grown.map.fog).toContainEqual([enc.map.height, 0, enc.map.width - 1]);
    expect(first.map.fog).not.toContainEqual([enc.map.height, 0, enc.map.width - 1]);
  });

  it('who the players cannot see follows the lit list and the combatants, whatever was projected before', () => {
    const enc = EXAMPLES.vers();
    const npc = enc.combatants.find((c) => c.side === 'npc' && !c.hidden)!;
    const s = new Session(enc, 'unseen-kept');
    const shows = (state: typeof s.state, lit: readonly string[]) => playerView(state, [], { revealed: [], lit }).tokens.some((t) => t.id === npc.id);
    const dark = litBut(enc, [hexKey(npc.position)]);
    const all = litBut(enc, []);
    expect(shows(s.state, dark), 'on a dark hex').toBe(false);
    expect(shows(s.state, all), 'its hex lit').toBe(true);
    expect(shows(s.state, dark), 'the first list handed again').toBe(false);
    // The GM hides it: a new combatant list, the same lit list.
    const before = s.state;
    expect(s.apply({ type: 'set-hidden', id: npc.id, hidden: true }).ok).toBe(true);
    expect(shows(s.state, all), 'hidden by the GM').toBe(false);
    expect(shows(before, all), 'the fight before the GM hid it').toBe(true);
  });

  it('lists who the players can see is still to act, in order, and hides who acts unseen', () => {
    const s = new Session(EXAMPLES.yaugs(), 'order');
    expect(s.apply({ type: 'start-combat' }).ok).toBe(true);
    const lurker = s.state.encounter.combatants.find((c) => c.hidden)!;
    const names = (id: string) => s.state.encounter.combatants.find((c) => c.id === id)!.name;
    const seenOrder = s.state.order.filter((id) => id !== lurker.id);
    let v = playerView(s.state, stepsOf(s), { revealed: [], lit: null });
    expect(v.current?.id).toBe(seenOrder[0]);
    expect(v.upNext.map((n) => n.name)).toEqual(seenOrder.slice(1).map(names));
    // The hidden one's turn, the last of the round: nobody named, nobody left, as between rounds.
    while (s.state.current !== lurker.id) expect(s.apply({ type: 'end-turn' }).ok).toBe(true);
    v = playerView(s.state, stepsOf(s), { revealed: [], lit: null });
    expect(v.current).toBeNull();
    expect(v.upNext).toEqual([]);
    expect(JSON.stringify(v)).not.toContain(lurker.name);
  });

  it('a grapple shows on both visible holders by name; an unseen holder is "someone" to a PC only', () => {
    const s = new Session(EXAMPLES.yaugs(), 'hold');
    expect(s.apply({ type: 'start-combat' }).ok).toBe(true);
    const [pc, npc, lurker] = [s.state.encounter.combatants.find((c) => c.side === 'pc')!, s.state.encounter.combatants.find((c) => c.side === 'npc' && !c.hidden)!, s.state.encounter.combatants.find((c) => c.hidden)!];
    const held = { ...s.state, grapples: [[pc.id, npc.id]] };
    let v = playerView(held, [], { revealed: [], lit: null });
    expect(v.tokens.find((t) => t.id === pc.id)!.grappledWith).toEqual([npc.name]);
    expect(v.tokens.find((t) => t.id === npc.id)!.grappledWith).toEqual([pc.name]);
    v = playerView({ ...s.state, grapples: [[pc.id, lurker.id]] }, [], { revealed: [], lit: null });
    expect(v.tokens.find((t) => t.id === pc.id)!.grappledWith).toEqual(['someone']);
    v = playerView({ ...s.state, grapples: [[npc.id, lurker.id]] }, [], { revealed: [], lit: null });
    expect(v.tokens.find((t) => t.id === npc.id)!.grappledWith).toEqual([]);
  });

  it('hand fog over the whole map still shows every PC, and names the PC whose turn it is', () => {
    const enc = EXAMPLES.vers();
    const s = new Session(enc, 'dark');
    expect(s.apply({ type: 'start-combat' }).ok).toBe(true);
    const v = playerView(s.state, stepsOf(s), { revealed: [], lit: [] });
    const pcs = enc.combatants.filter((c) => c.side === 'pc' && !c.hidden);
    expect(pcs.length).toBeGreaterThan(0);
    expect(v.tokens.map((t) => t.id).sort()).toEqual(pcs.map((c) => c.id).sort());
    const current = enc.combatants.find((c) => c.id === s.state.current)!;
    expect(current.side).toBe('pc');
    expect(v.current).toEqual({ id: current.id, name: current.name });
    expect(v.log.map((e) => e.text)).toContain(`${current.name}'s turn`);
  });

  it('lit keys that are not hex keys light nothing', () => {
    const enc = EXAMPLES.yaugs();
    const s = new Session(enc, 'x');
    const v = playerView(s.state, [], { revealed: [], lit: [...litBut(enc, ['0,0']), '<script>', 'a,b'] });
    expect(fogHexes(v.map)).toEqual([{ q: 0, r: 0 }]);
  });

  it('damaged cover reads "damaged", never its structure points', () => {
    const enc = EXAMPLES.vers();
    const s = new Session(enc, 'cover');
    const cover = enc.map.terrain.find((t) => t.kind === 'cover')!;
    expect(s.apply({ type: 'start-combat' }).ok).toBe(true);
    const id = cover.kind === 'cover' ? cover.id : '';
    expect(s.apply({ type: 'damage-cover', coverId: id, amount: 1, reason: 'axe' }).ok).toBe(true);
    const v = playerView(s.state, stepsOf(s), { revealed: [], lit: null });
    const seen = v.map.terrain.find((t) => t.kind === 'cover' && t.q === cover.q && t.r === cover.r);
    expect(seen).toMatchObject({ condition: 'damaged' });
    const entry = v.log.find((e) => e.kind === 'cover-damaged')!;
    expect(entry.text).toMatch(/is damaged$/);
    expect(JSON.stringify(v)).not.toMatch(/structure|\baxe\b/);
    // The same on a dark hex: neither the cover nor its damage reaches the players.
    const dark = playerView(s.state, stepsOf(s), { revealed: [], lit: litBut(enc, [hexKey(cover)]) });
    expect(dark.log.some((e) => e.kind === 'cover-damaged')).toBe(false);
    expect(JSON.stringify(dark)).not.toContain(cover.kind === 'cover' ? cover.name : '?');
  });
});
