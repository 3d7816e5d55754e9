// Which entries the log panel draws and which attack the roll banner shows, worked out from the
// newest event back and from the events added since the last command. Read whole, a long fight's
// log (thousands of events) was walked two more times and the rules words of every drawn entry
// made again at every turn start, the more the longer the fight.
import type { LogEvent } from '../../../shared/model/events';
import { throwerRollOnce } from '../../../shared/projection/playerLog';
import { differenceWords, nonDefaultSettings } from '../../state/settingsCatalog';

/** One drawn entry: the event, its place in the log (its key) and the words for its non-default rules. */
export type LogEntry = { readonly e: LogEvent; readonly i: number; readonly rules: string };

/** Turn-start markers are noise in a log a GM reads back; the turn strip shows them. */
const listed = (e: LogEvent) => e.kind !== 'turn-started';

/**
 * Counts what a log holds by reading only what was added to it: a new log that starts with the
 * events of the last one (the same objects; undo and redo only cut or add at its end) is read from
 * where the last one ended, any other from its start.
 */
class Tally<T> {
  private seen: readonly LogEvent[] = [];
  private value: T;

  constructor(private readonly start: T, private readonly add: (value: T, e: LogEvent, i: number) => T) {
    this.value = start;
  }

  of(events: readonly LogEvent[]): T {
    const n = this.seen.length;
    const grown = n <= events.length && (n === 0 || events[n - 1] === this.seen[n - 1]);
    let value = grown ? this.value : this.start;
    for (let i = grown ? n : 0; i < events.length; i++) value = this.add(value, events[i]!, i);
    this.seen = events;
    this.value = value;
    return value;
  }
}

export class LogEntries {
  private readonly count = new Tally(0, (n, e) => (listed(e) ? n + 1 : n));
  private readonly made = new WeakMap<LogEvent, LogEntry>();

  /** The newest `limit` entries, newest first, and how many entries lie before them. */
  page(events: readonly LogEvent[], limit: number): { shown: LogEntry[]; hidden: number } {
    const shown: LogEntry[] = [];
    for (let i = events.length - 1; i >= 0 && shown.length < limit; i--) {
      const e = events[i]!;
      if (!listed(e)) continue;
      // An entry is made once while its event keeps its place: Svelte then leaves its row alone.
      let entry = this.made.get(e);
      if (!entry || entry.i !== i) {
        entry = { e, i, rules: differenceWords(nonDefaultSettings(e.settings)) };
        this.made.set(e, entry);
      }
      shown.push(entry);
    }
    return { shown, hidden: this.count.of(events) - shown.length };
  }
}

/** An area attack's log note as the engine writes it (shared/engine/areaAttack.ts): how many targets, and their names in order. */
const AREA_NOTE = /: (\d+) targets? \((.*)\)(?:; the GM took out .*)?$/;

/** What the roll banner is reading: the newest attack, and the area attack whose targets' attacks are still coming. */
type Latest = { readonly last: LogEvent | null; readonly area: { readonly note: LogEvent; readonly names: readonly string[]; readonly attacks: readonly LogEvent[] } | null };

/**
 * An area attack's targets as one banner: the note's words ("Mags strikes a burst 1 with Fire pot at
 * column 4, row 8"), then each target's result ("Ilse (hit) · Oskar (miss)"), the thrower's roll
 * once and then each target's own dice.
 */
function areaBanner(note: LogEvent, names: readonly string[], attacks: readonly LogEvent[]): LogEvent {
  const banner = areaBannerOf(note, names, attacks);
  areaBanners.add(banner);
  return banner;
}

// The banners areaBanner made: the last-roll box gives their list of targets a second line when folded.
const areaBanners = new WeakSet<LogEvent>();

/** Whether `e` is an area attack's banner (every target's result), not one attack's. */
export function isAreaBanner(e: LogEvent): boolean {
  return areaBanners.has(e);
}

function areaBannerOf(note: LogEvent, names: readonly string[], attacks: readonly LogEvent[]): LogEvent {
  const lead = note.summary.slice(0, note.summary.lastIndexOf(': '));
  // No colon inside a target's part: the last-roll box shows what follows the summary's last ': ' as the result.
  const results = attacks.map((a, i) => `${names[i] ?? '?'} (${a.result ?? a.summary.slice(a.summary.lastIndexOf(': ') + 2)})`);
  // The thrower's roll as each target's record repeats it: the same label and faces.
  const rolls = throwerRollOnce(attacks.map((a) => a.rolls), (x, y) => x.label === y.label && JSON.stringify(x.roll) === JSON.stringify(y.roll));
  return { ...attacks[attacks.length - 1]!, summary: `${lead}: ${results.join(' · ')}`, rolls };
}

/**
 * The newest attack of a log, found among the events added since the last one asked. An area
 * attack logs one attack per target after its note; the banner tells them all at once, or the
 * table reads the last target's result as the blast's.
 */
export class LatestAttack {
  private readonly latest = new Tally<Latest>({ last: null, area: null }, (t, e) => {
    if (e.kind === 'area-attack') {
      const m = AREA_NOTE.exec(e.summary);
      const names = m ? m[2]!.split(', ') : [];
      return { last: t.last, area: m && names.length === Number(m[1]) && names.length > 1 ? { note: e, names, attacks: [] } : null };
    }
    if (e.kind !== 'attack') return t;
    const area = t.area;
    if (area && area.attacks.length < area.names.length && e.actor === area.note.actor) {
      const attacks = [...area.attacks, e];
      return { last: attacks.length > 1 ? areaBanner(area.note, area.names, attacks) : e, area: { ...area, attacks } };
    }
    return { last: e, area: null };
  });

  of(events: readonly LogEvent[]): LogEvent | null {
    return this.latest.of(events).last;
  }
}
