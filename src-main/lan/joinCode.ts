// The join code a device must type (or scan) to join the players' listener: new each time the GM
// turns it on, compared in constant time, with failed attempts limited per address.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

// No 0/O or 1/I/L: a code read aloud across the table is typed right the first time.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 6;

/** A fresh random join code. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether `given` is `code`, case and spaces aside; hashed first so neither the length nor the first wrong character shows in the time taken. */
export function codeMatches(given: string, code: string): boolean {
  return timingSafeEqual(digest(given.replace(/[\s-]/g, '').toUpperCase()), digest(code));
}

/** Failed attempts allowed per address within WINDOW_MS before it is refused until the window passes. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 60_000;
// Addresses remembered at most: past this, the oldest are forgotten (a flood of addresses cannot fill memory).
const MAX_ADDRESSES = 4096;

/** Counts failed join attempts per address. */
export class AttemptLimiter {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether `address` may try a code now. */
  allowed(address: string): boolean {
    const f = this.failures.get(address);
    if (!f) return true;
    if (this.now() - f.since > WINDOW_MS) {
      this.failures.delete(address);
      return true;
    }
    return f.count < MAX_FAILURES;
  }

  /** Records a wrong code from `address`. */
  failed(address: string): void {
    const f = this.failures.get(address);
    if (f && this.now() - f.since <= WINDOW_MS) f.count++;
    else {
      this.failures.delete(address);
      if (this.failures.size >= MAX_ADDRESSES) this.failures.delete(this.failures.keys().next().value!);
      this.failures.set(address, { count: 1, since: this.now() });
    }
  }

  /** Forgets every address (a new join code starts afresh). */
  clear(): void {
    this.failures.clear();
  }
}

/** A per-device limit of events (pings, typed rolls): at most `max` within `windowMs`. */
export class RateLimit {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly max: number, private readonly windowMs: number, private readonly now: () => number = Date.now) {}

  /** Whether `key` may act now; counts the act when it may. */
  take(key: string): boolean {
    const t = this.now();
    const recent = (this.times.get(key) ?? []).filter((x) => t - x < this.windowMs);
    if (recent.length >= this.max) {
      this.times.set(key, recent);
      return false;
    }
    recent.push(t);
    this.times.set(key, recent);
    return true;
  }

  forget(key: string): void {
    this.times.delete(key);
  }
}
