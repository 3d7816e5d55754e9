import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  DEFAULT_WINDOW_STATE,
  fitWindowState,
  isReachable,
  loadWindowState,
  parseWindowState,
  saveWindowState,
  trackWindowState,
  windowStateFile,
  type Rect,
  type TrackedWindow,
  type WindowState,
} from '../../../src-main/electron/windowState';
import { MIN_WINDOW_SIZE } from '../../../src-main/electron/windowOptions';

const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const rightMonitor: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };
const state = (s: Partial<WindowState>): WindowState => ({ width: 1200, height: 800, maximized: false, fullscreen: false, ...s });

describe('parseWindowState', () => {
  it.each([
    ['missing file', undefined],
    ['empty', ''],
    ['broken JSON', '{"x": 10, "width": 1200,'],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['no size', '{"x": 0, "y": 0}'],
    ['size as text', '{"width": "1200", "height": 800}'],
    ['zero width', '{"width": 0, "height": 800}'],
    ['negative height', '{"width": 1000, "height": -5}'],
    ['x without y', '{"x": 10, "width": 1000, "height": 700}'],
    ['an absurd coordinate', '{"x": 1e12, "y": 0, "width": 1000, "height": 700}'],
    ['NaN smuggled as null', '{"x": null, "y": 0, "width": 1000, "height": 700}'],
  ])('refuses %s', (_name, text) => {
    expect(parseWindowState(text)).toBeNull();
  });

  it('reads a good state and ignores modes that are not booleans', () => {
    expect(parseWindowState('{"x": 10.4, "y": 20, "width": 1200, "height": 800, "maximized": true, "fullscreen": "yes"}')).toEqual({
      x: 10, y: 20, width: 1200, height: 800, maximized: true, fullscreen: false,
    });
  });

  it('reads a state without a position (the OS places the window)', () => {
    expect(parseWindowState('{"width": 1200, "height": 800}')).toEqual({ width: 1200, height: 800, maximized: false, fullscreen: false });
  });
});

describe('fitWindowState', () => {
  it('gives the defaults when nothing was saved', () => {
    expect(fitWindowState(null, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('cuts the default size down to a small primary screen', () => {
    const small: Rect = { x: 0, y: 0, width: 1366, height: 728 };
    expect(fitWindowState(null, [small])).toMatchObject({ width: 1366, height: 728 });
    expect(fitWindowState(null, [small]).x).toBeUndefined();
  });

  it('keeps a window that is on screen where it was', () => {
    expect(fitWindowState(state({ x: 100, y: 50, maximized: true }), [laptop])).toEqual(state({ x: 100, y: 50, maximized: true }));
  });

  it('keeps a window on the second monitor when that monitor is still there', () => {
    expect(fitWindowState(state({ x: 2200, y: 100 }), [laptop, rightMonitor])).toEqual(state({ x: 2200, y: 100 }));
  });

  it('falls back to the default placement when that monitor was unplugged, keeping the modes', () => {
    const fitted = fitWindowState(state({ x: 2200, y: 100, fullscreen: true }), [laptop]);
    expect(fitted).toEqual({ ...DEFAULT_WINDOW_STATE, fullscreen: true });
  });

  it.each([
    ['far left', -5000, 100],
    ['above the screen', 100, -400],
    ['below the screen', 100, 1100],
    ['only the right edge showing', -1150, 100],
  ])('puts back a window %s', (_name, x, y) => {
    const fitted = fitWindowState(state({ x, y }), [laptop]);
    expect(fitted.x).toBeUndefined();
    expect(fitted.y).toBeUndefined();
    expect(fitted).toMatchObject({ width: DEFAULT_WINDOW_STATE.width, height: DEFAULT_WINDOW_STATE.height });
  });

  it('raises a too small window to the minimum size', () => {
    expect(fitWindowState(state({ x: 0, y: 0, width: 200, height: 100 }), [laptop])).toMatchObject({ width: MIN_WINDOW_SIZE.width, height: MIN_WINDOW_SIZE.height });
  });

  it('shrinks a window larger than the screen it is on', () => {
    expect(fitWindowState(state({ x: 0, y: 0, width: 5000, height: 3000 }), [laptop])).toMatchObject({ width: laptop.width, height: laptop.height });
  });

  it('sizes by the monitor the window is mostly on', () => {
    expect(fitWindowState(state({ x: 1800, y: 0, width: 2500, height: 1300 }), [laptop, rightMonitor])).toMatchObject({ width: 2500, height: 1300 });
  });

  it('keeps the saved size (within limits) when no position was saved', () => {
    expect(fitWindowState(state({ width: 1000, height: 700 }), [laptop])).toEqual(state({ width: 1000, height: 700 }));
  });

  it('always returns a grabbable window of at least the minimum size (property)', () => {
    const rect = fc.record({ x: fc.integer({ min: -6000, max: 6000 }), y: fc.integer({ min: -3000, max: 3000 }), width: fc.integer({ min: 1000, max: 4000 }), height: fc.integer({ min: 700, max: 2500 }) });
    fc.assert(
      fc.property(
        fc.option(fc.record({ x: fc.integer({ min: -20000, max: 20000 }), y: fc.integer({ min: -20000, max: 20000 }), width: fc.integer({ min: 1, max: 20000 }), height: fc.integer({ min: 1, max: 20000 }), maximized: fc.boolean(), fullscreen: fc.boolean() }), { nil: null }),
        fc.array(rect, { minLength: 1, maxLength: 3 }),
        (saved, areas) => {
          const fitted = fitWindowState(saved, areas);
          expect(fitted.width).toBeGreaterThanOrEqual(MIN_WINDOW_SIZE.width);
          expect(fitted.height).toBeGreaterThanOrEqual(MIN_WINDOW_SIZE.height);
          if (fitted.x !== undefined && fitted.y !== undefined) {
            expect(isReachable({ x: fitted.x, y: fitted.y, width: fitted.width, height: fitted.height }, areas)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('window state on disk', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'hexfray-ws-'));

  it('saves and loads back the same state', async () => {
    const file = windowStateFile(dir());
    await saveWindowState(file, state({ x: 30, y: 40, maximized: true }));
    expect(loadWindowState(file, [laptop])).toEqual(state({ x: 30, y: 40, maximized: true }));
  });

  it('creates the folder if needed', async () => {
    const file = windowStateFile(join(dir(), 'not', 'yet'));
    await saveWindowState(file, state({}));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ width: 1200 });
  });

  it('loads the defaults from a missing or broken file', () => {
    const file = windowStateFile(dir());
    expect(loadWindowState(file, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
    writeFileSync(file, '{ this is not json');
    expect(loadWindowState(file, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
  });
});

describe('trackWindowState', () => {
  afterEach(() => vi.useRealTimers());

  function fakeWindow() {
    const listeners = new Map<string, (() => void)[]>();
    let bounds: Rect = { x: 0, y: 0, width: 1200, height: 800 };
    let maximized = false;
    const win: TrackedWindow = {
      on: (event, l) => listeners.set(event, [...(listeners.get(event) ?? []), l]),
      getNormalBounds: () => bounds,
      isMaximized: () => maximized,
      isFullScreen: () => false,
    };
    const emit = (event: string) => listeners.get(event)?.forEach((l) => l());
    return { win, emit, move: (b: Rect) => (bounds = b), maximize: () => (maximized = true) };
  }

  it('saves once after a burst of moves, with the last bounds', () => {
    vi.useFakeTimers();
    const w = fakeWindow();
    const save = vi.fn();
    trackWindowState(w.win, save, 500);
    for (let i = 1; i <= 30; i++) {
      w.move({ x: i, y: i, width: 1200, height: 800 });
      w.emit('move');
      vi.advanceTimersByTime(20);
    }
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(state({ x: 30, y: 30 }));
  });

  it('saves at once on close, and a pending save does not fire afterwards', () => {
    vi.useFakeTimers();
    const w = fakeWindow();
    const save = vi.fn();
    trackWindowState(w.win, save, 500);
    w.maximize();
    w.emit('maximize');
    w.emit('close');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toMatchObject({ maximized: true });
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
