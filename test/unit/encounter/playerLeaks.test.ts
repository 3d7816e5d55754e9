// The players' projection against every kind of GM text a real fight can carry: fights in every
// system run through the engine with a secret planted in each free-text field a command has (a
// condition's note, an action's note, a free roll's label, a ready's trigger, the reasons of harm,
// cover, settings, sheet, roster and out commands), in the notes of NPCs, in a hidden one's art, an ambusher revealed
// mid-fight and a reinforcement, and in the names of a combatant that stays hidden. After every
// command the whole serialised projection is searched for each secret; positive checks make sure
// the events that carried them did reach the players' log, in words of their own.
import { describe, expect, it } from 'vitest';
import { hexKey, offsetToAxial } from '../../../shared/hex';
import { EXAMPLES, MORE_EXAMPLES } from '../../../shared/sim/examples';
import { areaPreview } from '../../../shared/engine';
import { DEFAULT_PLAYER_SCREEN, playerScreenSchema } from '../../../shared/ipc/playerView';
import { Session } from '../../../shared/engine/session';
import { playTurn } from '../../../shared/sim/autoplay';
import type { AnyCombatant, Encounter } from '../../../shared/model/schema';
import type { Command } from '../../../shared/model/commands';
import { encounterSchema } from '../../../shared/systems/registry';
import { playersArea, playerView, stepsOf, type PlayerView } from '../../../shared/projection/playerView';

const SYSTEMS = ['yaugs', 'vers', 'waylights'] as const;
type System = (typeof SYSTEMS)[number];

/** Secrets that must never reach the players, whatever happens. */
const SECRET = {
  gmNotes: 'SECRET-GM-NOTES',
  npcNote: 'SECRET-NPC-NOTE',
  conditionNote: 'SECRET-CONDITION-NOTE',
  actionNote: 'SECRET-ACTION-NOTE',
  rollLabel: 'SECRET-ROLL-LABEL',
  trigger: 'SECRET-READY-TRIGGER',
  harmReason: 'SECRET-HARM-REASON',
  coverReason: 'SECRET-COVER-REASON',
  settingsReason: 'SECRET-SETTINGS-REASON',
  sheetReason: 'SECRET-SHEET-REASON',
  joinReason: 'SECRET-JOIN-REASON',
  reinforcementNote: 'SECRET-REINFORCEMENT-NOTE',
  leaveReason: 'SECRET-LEAVE-REASON',
  outReason: 'SECRET-OUT-REASON',
  ambusherNote: 'SECRET-AMBUSHER-NOTE',
  lurkerName: 'SECRET-LURKER-NAME',
  lurkerNote: 'SECRET-LURKER-NOTE',
  lurkerCondition: 'secret-lurker-condition',
  hiddenJoinName: 'SECRET-HIDDEN-REINFORCEMENT',
  recoverNote: 'SECRET-RECOVER-NOTE',
  realName: 'SECRET-REAL-NAME',
  lurkerArt: 'secret-lurker-art-0123456789ab.png',
} as const;
const AMBUSHER = 'Ambusher Vale';
type Raw = AnyCombatant & { sheet: { name: string } };

function clone(c: Raw, id: string, name: string, hidden: boolean, notes: string, col: number, row: number): Raw {
  const x = JSON.parse(JSON.stringify(c)) as Raw;
  x.id = id;
  x.name = name;
  x.sheet.name = name;
  x.hidden = hidden;
  x.notes = notes;
  x.position = offsetToAxial({ col, row });
  return x;
}

/** The sample encounter with an ambusher and a lurker (both hidden) and secrets in every note. */
function planted(system: System): { enc: Encounter; npc: Raw } {
  const raw = JSON.parse(JSON.stringify(EXAMPLES[system]())) as { gmNotes: string; combatants: Raw[] };
  raw.gmNotes = SECRET.gmNotes;
  const npcs = raw.combatants.filter((c) => c.side === 'npc' && !c.hidden);
  for (const c of npcs) c.notes = SECRET.npcNote;
  const npc = npcs[0]!;
  raw.combatants.push(clone(npc, 'planted-ambusher', AMBUSHER, true, SECRET.ambusherNote, 13, 11));
  raw.combatants.push(clone(npc, 'planted-lurker', SECRET.lurkerName, true, SECRET.lurkerNote, 14, 13));
  return { enc: encounterSchema.parse(raw), npc };
}

/** The harm edit each system takes, with the planted reason. */
const HARM_EDIT: Record<System, (id: string) => Command> = {
  yaugs: (id) => ({ type: 'adjust-harm', id, hp: -1, reason: SECRET.harmReason }) as Command,
  vers: (id) => ({ type: 'adjust-harm', id, addMark: { condition: 'wounded', lethal: false, note: SECRET.harmReason }, reason: SECRET.harmReason }) as Command,
  waylights: (id) => ({ type: 'adjust-harm', id, wounds: 1, reason: SECRET.harmReason }) as Command,
};

const FREE_ROLL: Record<System, unknown> = {
  yaugs: { system: 'yaugs', target: 60 },
  vers: { system: 'vers', effTN: 11 },
  waylights: { system: 'waylights', dice: 2, bonusPerDie: 1, against: 6 },
};

type Fight = { session: Session; views: PlayerView[]; json: string[]; revealedAt: number };

/** Plays a fight with a secret-carrying command of every kind between the tactic's turns. */
function fight(system: System): Fight {
  const { enc, npc } = planted(system);
  const session = new Session(enc, `leaks-${system}`);
  const views: PlayerView[] = [];
  const json: string[] = [];
  let revealedAt = Infinity;
  const apply = (cmd: Command) => {
    if (!session.apply(cmd).ok) return null;
    const v = playerView(session.state, stepsOf(session), { revealed: [], lit: null });
    views.push(v);
    json.push(JSON.stringify(v));
    return session.state;
  };
  const must = (cmd: Command) => expect(apply(cmd), JSON.stringify(cmd)).not.toBeNull();
  must({ type: 'start-combat' });
  const pc = enc.combatants.find((c) => c.side === 'pc')!;
  const cover = enc.map.terrain.find((t) => t.kind === 'cover');
  // Conditions with notes, on a PC, an NPC and the lurker; one of them timed so it is reminded and expires.
  must({ type: 'add-condition', id: pc.id, condition: 'prone', turns: 2, note: SECRET.conditionNote });
  must({ type: 'add-condition', id: npc.id, condition: 'stunned', note: SECRET.conditionNote });
  must({ type: 'add-condition', id: 'planted-lurker', condition: SECRET.lurkerCondition, note: SECRET.conditionNote });
  must({ type: 'action', id: session.state.current!, kind: 'reload', note: SECRET.actionNote });
  must({ type: 'free-roll', id: session.state.current!, label: SECRET.rollLabel, roll: FREE_ROLL[system] } as Command);
  must({ type: 'free-roll', id: null, label: SECRET.rollLabel, roll: FREE_ROLL[system] } as Command);
  must(HARM_EDIT[system](pc.id));
  if (cover?.kind === 'cover') must({ type: 'damage-cover', coverId: cover.id, amount: 1, reason: SECRET.coverReason });
  must({ type: 'change-settings', settings: system === 'vers' ? { tnBase: 11 } : { coverModifierPerPoint: 1 }, reason: SECRET.settingsReason } as Command);
  must({ type: 'edit-sheet', id: npc.id, sheet: npc.sheet, reason: SECRET.sheetReason } as Command);
  must({ type: 'add-combatant', combatant: { ...clone(npc as Raw, 'reinforcement', 'Reinforcement', false, SECRET.reinforcementNote, 15, 3) }, reason: SECRET.joinReason } as Command);
  must({ type: 'add-combatant', combatant: clone(npc as Raw, 'hidden-join', SECRET.hiddenJoinName, true, SECRET.reinforcementNote, 16, 4), reason: SECRET.joinReason } as Command);
  // One the players know by a stand-in, hurt by hand: the harm line names the stand-in.
  must({ type: 'add-combatant', combatant: { ...clone(npc as Raw, 'stand-in', SECRET.realName, false, '', 16, 6), playersName: 'a bandit' } } as Command);
  must(HARM_EDIT[system]('stand-in'));
  // New token art in the fight: the hidden lurker's must stay the GM's; a seen NPC's is news.
  must({ type: 'set-portrait', id: 'planted-lurker', portrait: SECRET.lurkerArt });
  must({ type: 'set-portrait', id: npc.id, portrait: 'new-form-0123456789ab.png' });
  if (system === 'vers') apply({ type: 'recover', id: pc.id, kind: 'vers-daily', degrees: 1, note: SECRET.recoverNote } as Command);
  let s = session.state;
  for (let i = 0; i < 60 && s.phase !== 'ended'; i++) {
    if (i === 3) must({ type: 'remove-condition', id: npc.id, condition: 'stunned' });
    if (i === 4) {
      revealedAt = json.length;
      must({ type: 'set-hidden', id: 'planted-ambusher', hidden: false });
    }
    if (i === 6) must({ type: 'remove-combatant', id: 'reinforcement', reason: SECRET.leaveReason });
    if (i === 7 && s.current) apply({ type: 'ready', id: s.current, trigger: SECRET.trigger });
    if (i === 9) must({ type: 'set-out', id: 'hidden-join', out: true, reason: SECRET.outReason });
    s = playTurn(session.state, apply);
  }
  if (session.state.phase === 'combat') must({ type: 'end-combat' });
  return { session, views, json, revealedAt };
}

describe.each(SYSTEMS)('%s: GM text in a real fight never reaches the players', (system) => {
  const f = fight(system);
  const gm = JSON.stringify(f.session.events) + JSON.stringify(f.session.toRecord());

  it('every planted secret is really in the GM\'s log or session, so its absence below means something', () => {
    for (const secret of Object.values(SECRET)) {
      if (secret === SECRET.recoverNote && system !== 'vers') continue;
      expect(gm, secret).toContain(secret);
    }
    expect(f.session.events.filter((e) => e.kind === 'condition').some((e) => e.summary.includes(SECRET.conditionNote))).toBe(true);
    expect(f.session.events.some((e) => e.kind === 'attack')).toBe(true);
    expect(f.views.length).toBeGreaterThan(30);
  });

  it('no projection after any command holds a secret, and the ambusher is unnamed until revealed', () => {
    f.json.forEach((j, i) => {
      for (const secret of Object.values(SECRET)) expect(j, `view ${i}`).not.toContain(secret);
      if (i < f.revealedAt) expect(j, `view ${i}`).not.toContain(AMBUSHER);
    });
    expect(f.json.slice(f.revealedAt).some((j) => j.includes(AMBUSHER))).toBe(true);
  });

  it('the events that carried them still reach the players, in words of their own', () => {
    const texts = [...new Set(f.views.flatMap((v) => v.log.map((e) => e.text)))];
    const pc = f.session.encounter.combatants.find((c) => c.side === 'pc')!.name;
    expect(texts).toContain(`${pc} is prone (2 turns left)`);
    expect(texts).toContain(`${pc} is still prone (1 turn left)`);
    expect(texts).toContain(`${pc} is no longer prone`);
    expect(texts.some((t) => / reloads$/.test(t))).toBe(true);
    expect(texts).toContain('The GM rolls');
    expect(texts).toContain('Reinforcement joins the fight');
    expect(texts).toContain(`${f.session.encounter.combatants.find((c) => c.side === 'npc' && !c.hidden)!.name}'s token changes`);
    expect(texts).toContain('Reinforcement leaves the fight');
    expect(texts).toContain(`${AMBUSHER} is revealed`);
    expect(texts.some((t) => /attacks .+: (hit|miss|parried|blocked|the cover takes it|hit, no harm done)/.test(t))).toBe(true);
    expect(texts).toContain('Combat ends: the fight is over');
    expect(f.views.some((v) => v.log.some((e) => e.changes.some((c) => c.startsWith('a bandit: '))))).toBe(true);
  });
});

// The area template the GM may share (RULES.md 5.3): only hexes cross, and those follow from the
// aim, the attacker and the walls alone, so a hidden combatant inside changes nothing the players
// get; a hidden attacker shares nothing (a cone starts at its side); fog keeps its hexes dark.
describe('a shared area template never carries a hidden combatant', () => {
  const sample = MORE_EXAMPLES.find((m) => m.slug === 'the-quarry-grenadier')!;
  const LURKER = 'SECRET-TEMPLATE-LURKER';

  /** The grenadier's fight, started, with Mags to throw; `lurker` puts a hidden one at the aimed hex. */
  function aimed(opts: { lurker?: boolean; magsHidden?: boolean }) {
    const raw = JSON.parse(JSON.stringify(sample.encounter())) as { combatants: Raw[] };
    const mags = raw.combatants.find((c) => c.id === 'mags')!;
    if (opts.magsHidden) mags.hidden = true;
    const at = { q: 5, r: 6 };
    if (opts.lurker) {
      const x = JSON.parse(JSON.stringify(mags)) as Raw;
      Object.assign(x, { id: 'lurker-in-template', name: LURKER, hidden: true, position: at, notes: '' });
      x.sheet.name = LURKER;
      raw.combatants.push(x);
    }
    const session = new Session(encounterSchema.parse(raw), 'template');
    expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
    for (let i = 0; i < 10 && session.state.current !== 'mags'; i++) expect(session.apply({ type: 'end-turn' }).ok).toBe(true);
    expect(session.state.current).toBe('mags');
    const p = areaPreview(session.state, { attacker: 'mags', weapon: 'Fire pot', at });
    expect(p.blocked).toBeNull();
    return { state: session.state, hexes: p.hexes, targets: p.targets.map((t) => t.id) };
  }

  it('is the same hexes with a hidden combatant in it as without, and names no one', () => {
    const plain = aimed({});
    const hidden = aimed({ lurker: true });
    // The lurker is a target the GM sees, yet the template the players get is unchanged.
    expect(hidden.targets).toContain('lurker-in-template');
    const shared = playersArea(hidden.state, 'mags', hidden.hexes, null)!;
    expect(shared).toEqual(playersArea(plain.state, 'mags', plain.hexes, null));
    expect(shared).toHaveLength(7);
    const screen = playerScreenSchema.parse({ ...DEFAULT_PLAYER_SCREEN, area: shared });
    const json = JSON.stringify(screen);
    expect(json).not.toContain(LURKER);
    expect(json).not.toContain('lurker-in-template');
    // Hexes only: no extra key survives the strict schema.
    expect(playerScreenSchema.safeParse({ ...DEFAULT_PLAYER_SCREEN, area: [{ q: 5, r: 6, id: 'lurker-in-template' }] }).success).toBe(false);
  });

  it('is not shared at all when the attacker is hidden, or stands in the dark', () => {
    const hidden = aimed({ magsHidden: true });
    expect(playersArea(hidden.state, 'mags', hidden.hexes, null)).toBeNull();
    const plain = aimed({});
    // The party sees only its own corner of the map: Mags (far off) is dark to the players.
    const lit = plain.hexes.map(hexKey);
    expect(playersArea(plain.state, 'mags', plain.hexes, lit)).toBeNull();
  });

  it('keeps the hexes the players have not seen dark', () => {
    const plain = aimed({});
    const mags = plain.state.encounter.combatants.find((c) => c.id === 'mags')!;
    const lit = [hexKey(mags.position), ...plain.hexes.slice(0, 3).map(hexKey)];
    expect(playersArea(plain.state, 'mags', plain.hexes, lit)).toEqual(plain.hexes.slice(0, 3));
  });
});
