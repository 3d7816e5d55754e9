// The map bench's "where to stand" case (issue 26): the step-here shading on the GM's screen, in
// the real app, in danger mode (the dearer one: every enemy's movement search), on each system's
// 4-against-4 fight with movement reaching about 120 hexes (as the stand bench's engine figures).
// (1) Move on screen to its shading on screen: the actor is clicked one hex on (real CDP input);
//     the frame that first draws the move (the first animation frame after the log shows it: the
//     map draws in that frame's callback, registered before ours) against the first frame after
//     the legend says the new shading is ready. 0 when the shading comes with the move's own frame.
//     Printed beside it, with no budget: from the click's pointerdown to the move's frame. Every
//     command is journaled before the screen shows it (ARCHITECTURE.md, data flow 5), and Chromium
//     hands the journal's reply over only after the frame that follows a click, so the move shows
//     in the second frame after the click at the earliest.
// (2) Hover with shading on: a pointermove dispatched over a shaded hex, timed to the legend's
//     words for that hex (Svelte updates them in one flush, so the first mutation sees them).
// (3) Hover while the shading is worked out: on every other move (not timed for (1)), pointermoves
//     posted as tasks one after another until the shading is ready, each timed from its posting
//     to the hex readout's change: what the pointer waits for the shading's slices.
// After each move the turn ends, so every sample is a first ask of a new state.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { axialToOffset, hexEquals, hexNeighbor, hexToPixel, offsetToAxial, type Hex, type Layout } from '../../shared/hex';
import { serializeFile } from '../../shared/files';
import type { Encounter } from '../../shared/model/schema';
import { fourVsFour } from '../../shared/sim/examples';
import { fittedLayout } from '../e2e/boardPoints';

type System = 'yaugs' | 'vers' | 'waylights';
const MOVES = 24;
const HOVERS = 48;
// The map's top left corner: out of every sample actor's reach.
const FAR = offsetToAxial({ col: 0, row: 0 }, 'pointy');
const NEAR_FAR = offsetToAxial({ col: 1, row: 0 }, 'pointy');

/** The stand bench's fight: 4 against 4, VERS sheets moving 12 m, Waylights sheets 3 hexes. */
function wideFight(system: System): Encounter {
  const enc: Encounter = JSON.parse(JSON.stringify(fourVsFour(system)));
  enc.name = `Stand bench ${system}`;
  for (const c of enc.combatants) {
    const sheet = c.sheet as unknown as Record<string, unknown>;
    if (system === 'vers') sheet.overrides = { ...(sheet.overrides as object), movement: 12 };
    if (system === 'waylights') sheet.movement = 3;
  }
  return enc;
}

/** Writes each system's fight into the bench's library before its host starts. */
function writeShadingFights(library: string, systems: readonly System[]): void {
  mkdirSync(join(library, 'encounters'), { recursive: true });
  for (const system of systems) {
    const file = serializeFile('hexfray/encounter', wideFight(system) as unknown as Record<string, unknown>, 'stand-bench');
    if (!file.ok) throw new Error(`the stand bench's fight does not validate: ${JSON.stringify(file.errors)}`);
    writeFileSync(join(library, 'encounters', `stand-bench-${system}.encounter.json`), file.text);
  }
}

const ready = (page: Page) => page.waitForSelector('[data-testid="shading-legend"][data-ready="yes"]', { timeout: 10_000 });

/** One move's times (ms): its frame after the click's pointerdown, and the shading's frame after the move's. */
type MoveTimes = { click: number; shadingAfterMove: number; lags: number[] };

/** Clicks `at` and times the frame that draws the move and the one that draws its shading. */
async function timedMove(page: Page, at: { x: number; y: number }, probeHovers: [{ x: number; y: number }, { x: number; y: number }] | null): Promise<MoveTimes | null> {
  await page.evaluate(() => {
    type Times = { down: number; moveFrame: number | null; moveAt: number | null; shadingFrame: number | null };
    const w = window as unknown as { standBench: Times; standObservers?: boolean };
    w.standBench = { down: NaN, moveFrame: null, moveAt: null, shadingFrame: null };
    if (w.standObservers) return;
    w.standObservers = true;
    window.addEventListener('pointerdown', (e) => { if (Number.isNaN(w.standBench.down)) w.standBench.down = e.timeStamp; }, { capture: true });
    // The move's log line is in the page: the next frame draws the moved token. A frame's callbacks
    // share its start time, so two callbacks of one frame give the same frame time.
    let moveAsked = false;
    new MutationObserver(() => {
      if (Number.isNaN(w.standBench.down) || moveAsked) return;
      moveAsked = true;
      requestAnimationFrame((t) => { w.standBench.moveFrame = t; w.standBench.moveAt = performance.now(); });
    }).observe(document.querySelector('.side')!, { subtree: true, childList: true });
    let shadingAsked = false;
    window.addEventListener('pointerdown', () => { moveAsked = false; shadingAsked = false; }, { capture: true });
    new MutationObserver(() => {
      const legend = document.querySelector('[data-testid="shading-legend"]');
      if (legend?.getAttribute('data-ready') !== 'yes' || !moveAsked || shadingAsked) return;
      shadingAsked = true;
      requestAnimationFrame((t) => { w.standBench.shadingFrame = t; });
    }).observe(document.querySelector('.map-wrap')!, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  await page.mouse.click(at.x, at.y);
  const lags = probeHovers ? await hoversWhileWorking(page, probeHovers[0], probeHovers[1]) : [];
  const h = await page.waitForFunction(() => (window as unknown as { standBench: { moveFrame: number | null; shadingFrame: number | null } }).standBench.shadingFrame !== null, undefined, { timeout: 10_000 }).catch(() => null);
  if (!h) return null;
  const r = await page.evaluate(() => (window as unknown as { standBench: { down: number; moveFrame: number; moveAt: number; shadingFrame: number } }).standBench);
  return { click: r.moveAt - r.down, shadingAfterMove: Math.max(0, r.shadingFrame - r.moveFrame), lags };
}

/**
 * While the shading after a move is worked out: pointermoves between `a` and `b`, each posted as a
 * task and timed from the posting to the map's hex readout naming the new hex (so it includes any
 * wait for a slice of the shading's work to give the page back). Runs until the legend is ready.
 */
function hoversWhileWorking(page: Page, a: { x: number; y: number }, b: { x: number; y: number }): Promise<number[]> {
  return page.evaluate(([a, b]) => new Promise<number[]>((resolve) => {
    const map = document.querySelector('div.map[role="application"]')!;
    const legend = document.querySelector('[data-testid="shading-legend"]')!;
    const lags: number[] = [];
    let k = 0;
    // The probe starts a round trip after the click: the move may not have cleared the old shading
    // yet. It times hovers from the moment the legend says it is working until it is ready (or
    // gives up after 100 probes when the work never showed, 400 in all).
    let working = false;
    const probe = () => {
      const done = legend.getAttribute('data-ready') === 'yes';
      if (!done) working = true;
      if ((working && done) || (!working && k > 100) || k > 400) return resolve(lags);
      const at = k++ % 2 ? a : b;
      const posted = performance.now();
      setTimeout(() => {
        const before = document.querySelector('[data-testid="hex-readout"]')?.textContent;
        map.dispatchEvent(new PointerEvent('pointermove', { clientX: at.x, clientY: at.y, bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
        // Svelte flushes its updates in a microtask: read the readout after it.
        queueMicrotask(() => queueMicrotask(() => {
          if (working && document.querySelector('[data-testid="hex-readout"]')?.textContent !== before) lags.push(performance.now() - posted);
          probe();
        }));
      }, 0);
    };
    probe();
  }), [a, b] as const);
}

/** Dispatches a pointermove at `at` and times it to the legend's words for that hex. */
function timedHover(page: Page, at: { x: number; y: number }): Promise<number | null> {
  return page.evaluate(([x, y]) => new Promise<number | null>((resolve) => {
    const words = document.querySelector('[data-testid="shading-here"]')!;
    const map = document.querySelector('div.map[role="application"]')!;
    const before = words.textContent;
    let t0 = 0;
    const mo = new MutationObserver(() => {
      if (words.textContent === before) return;
      mo.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - t0);
    });
    const timer = setTimeout(() => (mo.disconnect(), resolve(null)), 1000);
    mo.observe(words, { subtree: true, childList: true, characterData: true });
    t0 = performance.now();
    map.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
  }), [at.x, at.y] as const);
}

/** The case for `systems`, on a host `startHost` starts on its own library; `report` takes each figure's samples. */
export async function benchStandShading(browserPath: string, systems: readonly System[], viewport: { width: number; height: number }, startHost: (library: string) => Promise<{ url: string; proc: ChildProcess }>, report: (system: System, what: string, samples: number[], target: number | null) => void): Promise<void> {
  const library = mkdtempSync(join(tmpdir(), 'hexfray-stand-bench-'));
  writeShadingFights(library, systems);
  const host = await startHost(library);
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    console.log(`\nwhere to stand: ${systems.join(', ')} 4 against 4, danger shading on, ${MOVES} moves and ${HOVERS} hovers each`);
    for (const system of systems) await oneSystem(browser, host.url, system, viewport, (what, xs, target) => report(system, what, xs, target));
  } finally {
    await browser.close();
    host.proc.kill('SIGTERM');
    rmSync(library, { recursive: true, force: true });
  }
}

async function oneSystem(browser: Browser, url: string, system: System, viewport: { width: number; height: number }, report: (what: string, samples: number[], target: number | null) => void): Promise<void> {
  const enc = wideFight(system);
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, bypassCSP: true });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.goto(url);
  await page.locator('li', { hasText: enc.name }).getByTestId('lib-open').click();
  await page.getByTestId('start-combat').click();
  const question = page.getByTestId('start-confirm');
  const panel = page.locator('[data-testid="target-panel"] h2');
  await Promise.race([question.waitFor().then(() => question.click(), () => undefined), panel.waitFor()]);
  await panel.waitFor();
  const box = (await page.locator('canvas[data-layer="static"]').boundingBox())!;
  const layout: Layout = fittedLayout(enc.map, box.width, box.height);
  const onPage = (h: Hex) => { const p = hexToPixel(layout, h); return { x: box.x + p.x, y: box.y + p.y }; };
  await page.locator('.map-wrap .map').focus();
  await page.keyboard.press('q');
  await page.keyboard.press('q');
  await ready(page);
  const onMap = (h: Hex) => { const o = axialToOffset(h, enc.map.orientation); return o.col >= 0 && o.row >= 0 && o.col < enc.map.width && o.row < enc.map.height; };
  const free = (h: Hex) => onMap(h) && !enc.combatants.some((c) => hexEquals(c.position, h)) && !enc.map.terrain.some((t) => hexEquals(t, h));

  const moves: number[] = [];
  const afterMove: number[] = [];
  const hovers: number[] = [];
  const busy: number[] = [];
  for (let i = 0; i < MOVES; i++) {
    const name = (await panel.innerText()).trim();
    const actor = enc.combatants.find((c) => c.name === name);
    if (!actor) throw new Error(`no combatant is named "${name}"`);
    // The bench keeps the positions itself (no hook into the app), moving each actor one hex to a
    // free hex without terrain, toward the other side where it can.
    const toward = actor.side === 'npc' ? 3 : 0;
    const step = [0, 1, 5, 2, 4, 3].map((d) => hexNeighbor(actor.position, (toward + d) % 6)).find(free);
    if (!step) throw new Error(`${name} has no free hex next to it`);
    // Every other move, the pointer moves about while the shading is worked out (the other moves
    // are timed without it in the way).
    const r = await timedMove(page, onPage(step), i % 2 ? [onPage(FAR), onPage(NEAR_FAR)] : null);
    if (!r) throw new Error(`${name}'s move to a neighbouring hex drew no shading`);
    actor.position = step;
    if (i % 2) busy.push(...r.lags);
    else moves.push(r.click);
    afterMove.push(r.shadingAfterMove);
    // Hovers between shaded hexes round the actor's new place and a hex no shading reaches, so
    // every hover changes the legend's words.
    const shaded = [step, ...[0, 1, 2, 3, 4, 5].map((d) => hexNeighbor(step, d)).filter(free)];
    for (let k = 0; k < HOVERS / MOVES; k++) {
      const ms = await timedHover(page, onPage(shaded[k % shaded.length]!));
      if (ms !== null) hovers.push(ms);
      const away = await timedHover(page, onPage(FAR));
      if (away !== null) hovers.push(away);
    }
    await page.keyboard.press('e');
    await page.waitForFunction((n) => document.querySelector('[data-testid="target-panel"] h2')?.textContent?.trim() !== n, name);
    await ready(page);
  }
  if (problems.length) console.log(`  ${system} page errors: ${problems.join('; ')}`);
  await page.close();
  report('stand: move on screen to its shading on screen', afterMove, 1000 / 60);
  report('stand: click to move on screen (journal first; no budget)', moves, null);
  report('stand: hover to a shaded hex\u2019s numbers', hovers, 1000 / 60);
  // Worked out while the journal writes the move (shadingAhead.ts), the shading is often ready when
  // the move shows: then no hover meets it being worked out, and there is nothing to time.
  if (busy.length) report('stand: hover while the shading is worked out', busy, 1000 / 60);
  else console.log(`  ${system}: no hover met the shading being worked out (ready when each move showed)`);
}
