// Key chords of the action registry ('Mod+Shift+Z', 'E', '?'): matching a key press against one,
// and writing one for the GM to read (help, tooltips, buttons).
import type { KeyChord } from '../../shared/ipc/menu';

type Parsed = { mod: boolean; shift: boolean; alt: boolean; key: string };

function parse(chord: KeyChord): Parsed {
  const parts = chord.split('+');
  // A chord for the '+' key itself ends in an empty part: 'Mod++'.
  const key = parts.at(-1) === '' ? '+' : parts.at(-1)!;
  const mods = parts.slice(0, parts.at(-1) === '' ? -2 : -1);
  return { mod: mods.includes('Mod'), shift: mods.includes('Shift'), alt: mods.includes('Alt'), key };
}

/** The part of a key press a chord is matched against (a KeyboardEvent has all of it). */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * Whether `press` is `chord`. Letters match in either case. A chord of one printable key without
 * Mod or Alt ignores Shift, because Shift is how that character is typed ('?' is Shift+/ here
 * and something else elsewhere); with Mod, Shift must be exactly as written (Ctrl+Z is not Ctrl+Shift+Z).
 */
export function matches(chord: KeyChord, press: KeyPress): boolean {
  const c = parse(chord);
  const mod = press.ctrlKey || press.metaKey;
  if (mod !== c.mod || press.altKey !== c.alt) return false;
  const printable = c.key.length === 1;
  if ((c.mod || c.alt || !printable) && press.shiftKey !== c.shift) return false;
  return printable ? press.key.toLowerCase() === c.key.toLowerCase() : press.key === c.key;
}

// Chords a browser keeps for itself: a page never hears them (new window, new tab, close tab).
const BROWSER_OWNS = new Set(['Mod+N', 'Mod+Shift+N', 'Mod+T', 'Mod+Shift+T', 'Mod+W', 'Mod+Shift+W']);

/**
 * The chords that work where the window runs: all of them in the desktop shell; in a browser tab,
 * not those the browser keeps, so the help and the tooltips never promise a key that does nothing.
 */
export function usableKeys(keys: readonly KeyChord[], host: 'electron' | 'web'): KeyChord[] {
  return host === 'electron' ? [...keys] : keys.filter((k) => !BROWSER_OWNS.has(k));
}

/** Whether a chord needs Ctrl, Cmd or Alt: such keys stay live while the GM types in a field. */
export function isModified(chord: KeyChord): boolean {
  const c = parse(chord);
  return c.mod || c.alt;
}

// Keys as printed on a keyboard.
const KEY_NAMES: Record<string, string> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓', PageUp: 'Page Up', PageDown: 'Page Down' };

/** A chord as the GM reads it: 'Ctrl+Shift+Z' (⌘ on a Mac), 'E', '?', 'Shift+←'. */
export function showChord(chord: KeyChord, mac = isMac()): string {
  const c = parse(chord);
  const mods = [c.mod ? (mac ? '⌘' : 'Ctrl') : null, c.alt ? (mac ? '⌥' : 'Alt') : null, c.shift ? 'Shift' : null].filter(Boolean);
  return [...mods, c.key.length === 1 ? c.key.toUpperCase() : (KEY_NAMES[c.key] ?? c.key)].join('+');
}

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);
}
