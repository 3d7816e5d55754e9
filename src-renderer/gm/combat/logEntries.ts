// Which entries the log panel draws and which attack the roll banner shows, worked out from the
// newest event back and from the events added since the last command. Read whole, a long fight's
// log (thousands of events) was walked two more times and the rules words of every drawn entry
// made again at every turn start, the more the longer the fight.
import type { LogEvent } from '../../../shared/model/events';
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

/** The newest attack of a log, found among the events added since the last one asked. */
export class LatestAttack {
  private readonly latest = new Tally<LogEvent | null>(null, (last, e) => (e.kind === 'attack' ? e : last));

  of(events: readonly LogEvent[]): LogEvent | null {
    return this.latest.of(events);
  }
}
