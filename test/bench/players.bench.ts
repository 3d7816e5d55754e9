// Publishing to the players' screen at the table's largest (issue "a whole fight at a real table"):
// a 200 x 200 map with 500 tokens, 8 of them PCs, fog revealed by what the PCs see. Each command
// the GM makes republishes: the party's sight, the projection (fogged outside the lit hexes), and main's check of
// what it receives. Target: under 8 ms a command. Then the players' window itself, in a browser.
import { checkArgs } from '../../shared/ipc/dispatch';
import { DEFAULT_PLAYER_SCREEN } from '../../shared/ipc/playerView';
import { Session } from '../../shared/engine/session';
import { partySight } from '../../shared/projection/partySight';
import { playerView, stepsOf } from '../../shared/projection/playerView';
import { budget } from './measure';
import { PCS, SIGHT_RADIUS, SIZE, TOKENS, bigMap } from './playersTable';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CPU_TIME, profiled, recordFrames, startHost, stats } from './browserFrames';
import { TABLE_PCS, TABLE_SIZE, TABLE_TOKENS, tableEncounter, tableSession } from './tableFight';


const session = new Session(bigMap('Players bench'), 'players-bench');
session.apply({ type: 'start-combat' });
let seen: string[] = [];
// The first publish reveals what the party sees; later ones only add to it.
seen = partySight(session.state, SIGHT_RADIUS, seen);

// Each part's time per publish. The breakdown gives medians of the 30 measured publishes: a mean
// over them all with the first, cold one (the JIT, main's check compiled on the channel's first
// call) read 7.4 ms for a check whose median was 2 ms.
const parts = { sight: [] as number[], view: [] as number[], wire: [] as number[], check: [] as number[] };

function publishOnce(): number {
  const t0 = performance.now();
  // As the GM's screen publishes (playerScreen.svelte.ts): the fight's list of seen hexes is
  // replaced only when sight added to it, so an unchanged list reaches the projection again.
  const next = partySight(session.state, SIGHT_RADIUS, seen);
  if (next.length !== seen.length) seen = next;
  const t2 = performance.now();
  const view = playerView(session.state, stepsOf(session), { revealed: [], lit: seen, logSteps: 40 });
  const t3 = performance.now();
  const wire = JSON.parse(JSON.stringify(view));
  const t4 = performance.now();
  // Main's check exactly as main runs it on the channel (shared/ipc/dispatch.ts).
  const checked = checkArgs('player.publish', [wire, DEFAULT_PLAYER_SCREEN]);
  if (!checked.ok) throw new Error(`the players' view failed main's check: ${checked.error}`);
  const t5 = performance.now();
  parts.sight.push(t2 - t0);
  parts.view.push(t3 - t2);
  parts.wire.push(t4 - t3);
  parts.check.push(t5 - t4);
  return t5 - t0;
}

const PLAYER_TURN = '[data-testid="player-turn"]';
const GM_ACTING = '.strip li.now .name';

/** The text of the first element `selector` finds, read with the page's own querySelector (no layout, no selector engine). */
function textOf(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => document.querySelector(sel)?.textContent ?? '', selector);
}

/**
 * Waits until the text at `selector` is no longer `was` and answers with it: one DevTools call, and
 * in the page a MutationObserver that reads the text when the DOM changes. Polling (Playwright's
 * waitForFunction every 5 ms, a locator's innerText) put a task every 5 ms and a forced layout in
 * the very frames this bench times as the window's own.
 */
function changed(page: Page, selector: string, was: string): Promise<string> {
  return page.evaluate(([sel, w]) => new Promise<string>((resolve, reject) => {
    const read = () => document.querySelector(sel)?.textContent ?? '';
    if (read() !== w) return resolve(read());
    const seen = new MutationObserver(() => {
      const now = read();
      if (now === w) return;
      seen.disconnect();
      clearTimeout(late);
      resolve(now);
    });
    seen.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const late = setTimeout(() => {
      seen.disconnect();
      reject(new Error(`${sel} still reads "${w}" after 10 s`));
    }, 10_000);
  }), [selector, was] as const);
}

console.log(`Players' screen: ${SIZE} x ${SIZE} map, ${TOKENS} tokens (${PCS} PCs), fog revealed by the party's sight (radius ${SIGHT_RADIUS})`);
const first = publishOnce();
for (const p of Object.values(parts)) p.length = 0;
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < 30; i++) {
  // A command between publishes, as at the table: the acting one ends its turn.
  session.apply({ type: 'end-turn' });
  const c0 = process.cpuUsage();
  times.push(publishOnce());
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
// Issue 25's goal is 3 ms; the 8 ms target is the one this bench was written for.
budget('publish per command (median of 30)', times[15]!, 'ms', 8);
budget('publish per command (median of 30), against issue 25\'s goal', times[15]!, 'ms', 3);
console.log(`    (CPU time median ${cpu[15]!.toFixed(2)} ms: on a shared machine wall time includes waits for a core)`);
const med = (x: number[]) => [...x].sort((a, b) => a - b)[x.length >> 1]!.toFixed(2);
console.log(`    (per publish, medians: party sight ${med(parts.sight)} ms, projection ${med(parts.view)} ms, to and from JSON ${med(parts.wire)} ms, main's check ${med(parts.check)} ms; the first, cold publish ${first.toFixed(1)} ms)`);
console.log(`    (fastest ${times[0]!.toFixed(2)} ms, slowest ${times[times.length - 1]!.toFixed(2)} ms; ${seen.length} hexes seen, ${SIZE * SIZE - seen.length} dark)`);

// ---- the players' window in a browser ---------------------------------------------------------
// The same table as the map bench (test/bench/tableFight.ts: 200x200 VERS, 500 tokens, 8 PCs) with
// fog revealed by what the PCs see, the players' screen open in a browser of its own (its renderer
// alone in the trace) while the GM ends turn after turn in another: the players' window's
// main-thread busy time per frame as the GM's is measured (browserFrames.ts), against the 16.7 ms
// frame and the 4.2 ms of a 240 Hz one; and how long a turn takes to show on it.

const FRAME = 1000 / 60;
const FAST_FRAME = 1000 / 240;

/** Whether the players' turn line `line` names `name` (as a whole name: "Fighter 2" is not in "Fighter 20"). */
function named(line: string, name: string): boolean {
  return line.split(/, |: | \u00b7 |'s turn|\u2019s turn/).some((part) => part.replace(/^then /, '').trim() === name.trim());
}

async function playersWindow(): Promise<void> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  if (!existsSync(join(root, 'out/web/server.js')) || !existsSync(join(root, 'out/renderer/player.html'))) {
    console.log('out/ is missing: building the app first');
    const r = spawnSync(process.execPath, ['scripts/build.js', '--quiet'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('the build failed');
  }
  const library = mkdtempSync(join(tmpdir(), 'hexfray-players-bench-'));
  mkdirSync(join(library, 'sessions'), { recursive: true });
  writeFileSync(join(library, 'sessions', 'players-window.session.json'), tableSession(tableEncounter(), false));
  const host = await startHost(library);
  const args = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const gmBrowser = await chromium.launch({ executablePath, args });
  const tvBrowser = await chromium.launch({ executablePath, args });
  try {
    const gm = await gmBrowser.newPage({ viewport: { width: 1280, height: 720 } });
    await gm.addInitScript({ content: 'window.__name = (f) => f;' });
    await gm.goto(host.url);
    await gm.getByTestId('lib-tab-sessions').click();
    await gm.getByTestId('lib-sessions').locator('li').first().getByTestId('lib-open').click();
    await gm.locator('.strip li.now .name').waitFor({ timeout: 120_000 });
    await gm.getByTestId('tab-players').click();
    await gm.getByTestId('fog-auto').check();
    // The GM's button opens the players' screen; its address is taken to a browser of its own.
    const [popup] = await Promise.all([gm.waitForEvent('popup'), gm.getByTestId('player-view').click()]);
    const address = popup.url();
    await popup.close();
    const tv = await tvBrowser.newPage({ viewport: { width: 1920, height: 1080 } });
    const problems: string[] = [];
    tv.on('pageerror', (e) => problems.push(e.message));
    await tv.addInitScript({ content: 'window.__name = (f) => f;' });
    await tv.goto(address);
    await tv.getByTestId('player-turn').waitFor({ timeout: 60_000 });
    const cdp = await tv.context().newCDPSession(tv);
    const gmCdp = await gm.context().newCDPSession(gm);
    const shown: number[] = [];
    const onGm: number[] = [];
    let unseenTurns = 0;
    let gmBusy: number[] = [];
    const { busy } = await profiled(cdp, () => recordFrames(tv, cdp, async () => {
      // The GM's window is traced too: with fog by sight it tints what the players cannot see.
      ({ busy: gmBusy } = await recordFrames(gm, gmCdp, async () => {
        const end = Date.now() + 4000;
        let was = await textOf(tv, PLAYER_TURN);
        let gmWas = await textOf(gm, GM_ACTING);
        while (Date.now() < end) {
          const t0 = Date.now();
          await gm.keyboard.press('e');
          // The GM's own strip first (its window's share of the time), then the players' window.
          const now = await changed(gm, GM_ACTING, gmWas);
          onGm.push(Date.now() - t0);
          gmWas = now;
          // A turn passing between two combatants the players cannot see leaves their turn line as
          // it was ("next up: ..."), by design: only turns whose line changes are timed.
          if (!named(was, now) && !was.includes('\u2019s turn') && !was.includes("'s turn")) {
            unseenTurns++;
            continue;
          }
          was = await changed(tv, PLAYER_TURN, was);
          shown.push(Date.now() - t0);
        }
      }));
    }));
    const s = stats(busy);
    const turn = stats(shown);
    const rowsShown = await tv.getByTestId('player-roster-row').count();
    console.log(`\nplayers' window: ${TABLE_SIZE}x${TABLE_SIZE} map, ${TABLE_TOKENS} tokens (${TABLE_PCS} PCs), fog by the PCs' sight, 1920x1080, ${shown.length} turns ended by the GM, ${rowsShown} roster rows`);
    console.log(`  main-thread busy per frame${CPU_TIME ? ' (thread CPU time)' : ''}: p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, max ${s.max.toFixed(2)} ms over ${s.n} frames`);
    budget('players\' window, busy per frame at the turn updates (p95)', s.p95, 'ms', FRAME);
    budget('players\' window, busy per frame at the turn updates (p95), against a 240 Hz frame', s.p95, 'ms', FAST_FRAME);
    const gmTurn = stats(onGm);
    const gmFrames = stats(gmBusy);
    console.log(`  the GM's window, fog by sight tinted on its map: busy per frame${CPU_TIME ? ' (thread CPU time)' : ''} p50 ${gmFrames.p50.toFixed(2)} ms, p95 ${gmFrames.p95.toFixed(2)} ms, max ${gmFrames.max.toFixed(2)} ms over ${gmFrames.n} frames`);
    budget('the GM\'s window at the same turns, busy per frame (p95)', gmFrames.p95, 'ms', FRAME);
    if (unseenTurns) console.log(`  (${unseenTurns} turns passed between combatants the players cannot see: their turn line stays, not timed)`);
    console.log(`  a turn ended by the GM shows on the players' window in p50 ${turn.p50.toFixed(0)} ms, p95 ${turn.p95.toFixed(0)} ms (keypress to text, through the host); on the GM's own strip in p50 ${gmTurn.p50.toFixed(0)} ms, p95 ${gmTurn.p95.toFixed(0)} ms`);
    if (problems.length) console.log(`  page errors: ${problems.join('; ')}`);
  } finally {
    await gmBrowser.close();
    await tvBrowser.close();
    host.proc.kill('SIGTERM');
    rmSync(library, { recursive: true, force: true });
  }
}

await playersWindow();
