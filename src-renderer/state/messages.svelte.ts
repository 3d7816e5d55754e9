// Short messages for the GM in the corner of the window: confirmations that pass, errors that stay
// until dismissed, and errors nothing else caught, said with what they left safe.
import { failureMessage } from './failure';

/** Passing messages on screen at once; errors are not counted and stay until dismissed. */
export const MAX_INFO_TOASTS = 3;
/** How long a passing message stays. */
export const INFO_TOAST_MS = 4000;

export type Toast = { id: number; kind: 'info' | 'error'; text: string };

export class Messages {
  toasts = $state<Toast[]>([]);
  #next = 1;

  /** `safe` says, in the GM's words, what an error left as it was (the work on screen, its autosave). */
  constructor(private readonly safe: () => string) {}

  /**
   * Shows a message for a few seconds (errors stay until dismissed). At most MAX_INFO_TOASTS
   * passing messages are on screen at once, the newest: a GM working fast through the library
   * should not find the page under a column of old confirmations.
   */
  say(text: string, kind: Toast['kind'] = 'info'): void {
    const id = this.#next++;
    let toasts = [...this.toasts, { id, kind, text }];
    const info = toasts.filter((t) => t.kind === 'info');
    if (info.length > MAX_INFO_TOASTS) {
      const stale = info.slice(0, info.length - MAX_INFO_TOASTS).map((t) => t.id);
      toasts = toasts.filter((t) => !stale.includes(t.id));
    }
    this.toasts = toasts;
    if (kind === 'info') setTimeout(() => this.dismiss(id), INFO_TOAST_MS);
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /**
   * Reports an error nothing else caught (`what` is the action that failed): on screen, with what
   * is safe, and with its stack in the console.
   */
  failed(what: string, error: unknown, logged = false): void {
    if (!logged) console.error(`Hexfray: ${what} failed`, error);
    this.say(failureMessage(what, error, this.safe()), 'error');
  }
}
