// The GM window's size and place, kept between runs in <userData>/window-state.json. What is read
// back is checked against the screens attached now: a file from another machine, a monitor since
// unplugged or a hand-edited value must never put the window where the GM cannot reach it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { atomicWrite } from '../library/atomicWrite';
import { nodeFsOps } from '../library/fsOps';
import { DEFAULT_GM_SIZE, MIN_WINDOW_SIZE } from './windowOptions';

/** A rectangle in screen coordinates (a display's work area, a window's bounds). */
export type Rect = { x: number; y: number; width: number; height: number };

/** What is remembered: the normal (unmaximized) bounds and the two whole-screen modes. */
export type WindowState = { x?: number; y?: number; width: number; height: number; maximized: boolean; fullscreen: boolean };

/** The state of a first start: the default size, placed by the OS, neither maximized nor full screen. */
export const DEFAULT_WINDOW_STATE: WindowState = { ...DEFAULT_GM_SIZE, maximized: false, fullscreen: false };

/** Where the state is kept. */
export function windowStateFile(userDataDir: string): string {
  return join(userDataDir, 'window-state.json');
}

// Beyond any real screen arrangement: such numbers come from a broken file, not from a window.
const COORD_LIMIT = 100_000;
const isCoord = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= COORD_LIMIT;
const isSize = (v: unknown): v is number => isCoord(v) && v > 0;

/** Reads the saved text into a state, or null when it is not JSON of the right shape. */
export function parseWindowState(text: string | undefined): WindowState | null {
  if (text === undefined) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  if (!isSize(d.width) || !isSize(d.height)) return null;
  // A position is all or nothing: x without y cannot be placed.
  const hasPosition = d.x !== undefined || d.y !== undefined;
  if (hasPosition && !(isCoord(d.x) && isCoord(d.y))) return null;
  return {
    ...(hasPosition ? { x: Math.round(d.x as number), y: Math.round(d.y as number) } : {}),
    width: Math.round(d.width),
    height: Math.round(d.height),
    maximized: d.maximized === true,
    fullscreen: d.fullscreen === true,
  };
}

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x), height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y) };
}

// The strip the GM drags the window by: enough of it must be on a screen to grab it again.
const TITLE_BAR = 32;
const GRAB_WIDTH = 100;

const area = (r: Rect) => r.width * r.height;

/** Whether the window's title bar shows enough on some work area to be grabbed. */
export function isReachable(bounds: Rect, workAreas: readonly Rect[]): boolean {
  const titleBar = { x: bounds.x, y: bounds.y, width: bounds.width, height: Math.min(TITLE_BAR, bounds.height) };
  return workAreas.some((wa) => {
    const o = overlap(titleBar, wa);
    return o.width >= Math.min(GRAB_WIDTH, bounds.width) && o.height >= titleBar.height / 2;
  });
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

/**
 * Fits a saved state (or none) to the screens attached now. No state, a broken one or a window no
 * longer reachable gets the default size, placed by the OS; a reachable window keeps its place.
 * A state saved without a position keeps its size.
 * Sizes stay between the minimum and the work area the window is mostly on. The modes (maximized,
 * full screen) are kept. The first work area is the primary display's.
 */
export function fitWindowState(saved: WindowState | null, workAreas: readonly Rect[]): WindowState {
  const modes = { maximized: saved?.maximized ?? false, fullscreen: saved?.fullscreen ?? false };
  const sizedFor = (size: { width: number; height: number }, home: Rect | undefined) => ({
    width: home ? clamp(size.width, MIN_WINDOW_SIZE.width, home.width) : Math.max(size.width, MIN_WINDOW_SIZE.width),
    height: home ? clamp(size.height, MIN_WINDOW_SIZE.height, home.height) : Math.max(size.height, MIN_WINDOW_SIZE.height),
  });
  if (saved && saved.x !== undefined && saved.y !== undefined && workAreas.length > 0) {
    const placed = { x: saved.x, y: saved.y, width: saved.width, height: saved.height };
    const home = workAreas.reduce((best, wa) => (area(overlap(placed, wa)) > area(overlap(placed, best)) ? wa : best));
    const fitted = { x: saved.x, y: saved.y, ...sizedFor(saved, home) };
    // Checked at the fitted size: growing to the minimum or shrinking to the screen moves the edges.
    if (isReachable(fitted, workAreas)) return { ...fitted, ...modes };
  }
  const size = saved && saved.x === undefined ? saved : DEFAULT_WINDOW_STATE;
  return { ...sizedFor(size, workAreas[0]), ...modes };
}

/** The remembered state for the screens attached now (defaults when the file is missing or broken). */
export function loadWindowState(file: string, workAreas: readonly Rect[]): WindowState {
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = undefined;
  }
  return fitWindowState(parseWindowState(text), workAreas);
}

/** Writes the state atomically, so a crash mid-write leaves the previous one. */
export async function saveWindowState(file: string, state: WindowState): Promise<void> {
  await nodeFsOps.mkdir(dirname(file));
  await atomicWrite(nodeFsOps, file, `${JSON.stringify(state, null, 2)}\n`);
}

/** The part of a BrowserWindow the tracker reads; a fake stands in for it in tests. */
export type TrackedWindow = {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'enter-full-screen' | 'leave-full-screen' | 'close', listener: () => void): unknown;
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isFullScreen(): boolean;
};

/** The state to remember for a window now. */
export function currentWindowState(win: TrackedWindow): WindowState {
  const b = win.getNormalBounds();
  return { x: b.x, y: b.y, width: b.width, height: b.height, maximized: win.isMaximized(), fullscreen: win.isFullScreen() };
}

/**
 * Saves the window's state after it stops moving or resizing for `delayMs` (a drag fires dozens of
 * events a second), and at once when it closes. Returns a function that flushes a pending save.
 */
export function trackWindowState(win: TrackedWindow, save: (state: WindowState) => void, delayMs = 500): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    save(currentWindowState(win));
  };
  const later = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize', 'enter-full-screen', 'leave-full-screen'] as const) win.on(event, later);
  win.on('close', flush);
  return flush;
}
