import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { parseFile } from '../../shared/files';
import { replay, type Session, type SessionRecord } from '../../shared/engine/session';
import type { CombatState } from '../../shared/model/state';
import type { Encounter } from '../../shared/model/schema';
import { serializeFile } from '../../shared/files';

const startQuestions = new WeakMap<Page, ReturnType<Page['getByTestId']>>();

/**
 * A page that records console errors and CSP violations, so every test fails on either. Waylights
 * asks at Start combat who meant to surprise the other; a test that does not answer it itself
 * (answerStartQuestion) starts as the question's default has it: nobody.
 */
export const test = base.extend<{ problems: string[]; startQuestion: void }>({
  startQuestion: [async ({ page }, use) => {
    const dialog = page.getByTestId('start-question');
    startQuestions.set(page, dialog);
    await page.addLocatorHandler(dialog, async () => {
      await page.getByTestId('start-confirm').click();
    });
    await use();
  }, { auto: true }],
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await use(problems);
    expect(problems, 'the page logged errors or CSP violations').toEqual([]);
  },
});

export { expect };

/** Saves a full-page screenshot under test-results/screenshots/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = `test-results/screenshots/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Ends the current turn and waits until the log shows that very turn ended: one more "ends the
 * turn" entry. Not until the turn strip shows another actor (when the dice take everyone else out,
 * the last one standing acts again), nor until the log merely grows (entries of the command before
 * may still be arriving).
 */
export async function endTurn(page: Page): Promise<void> {
  const ended = page.getByTestId('log').locator('li', { hasText: 'ends the turn' });
  const before = await ended.count();
  await page.getByTestId('end-turn').click();
  await expect.poll(() => ended.count()).toBe(before + 1);
}

/** Saves the fight (Ctrl+S) and replays the newest session file die for die, as a reload would; its last state. */
export async function saveAndReplay(page: Page): Promise<CombatState> {
  return (await saveAndReplaySession(page)).state;
}

/** Saves the fight (Ctrl+S) and replays the newest session file die for die: the session replayed. */
export async function saveAndReplaySession(page: Page): Promise<Session> {
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText(/saved/i);
  const dir = join(process.env.HEXFRAY_E2E_LIBRARY!, 'sessions');
  const newest = readdirSync(dir).filter((f) => f.endsWith('.session.json')).map((f) => join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const parsed = parseFile(newest, readFileSync(newest, 'utf8'), { expect: 'hexfray/session' });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const r = replay(parsed.value as unknown as SessionRecord, { verify: true });
  expect(r.mismatch).toBeNull();
  return r.session;
}

/** The YAUGS sample fight at 1280x720, Aldric acting, keys going to the window (not to a button a click left focused). */
export async function startYaugs(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('start-combat').click();
  await expect(page.locator('.strip li.now .name')).toHaveText('Aldric');
  await page.locator('.map-wrap .map').focus();
}

/** Imports `enc` as a file (in a `viewport`-sized window), opens it from the library and starts the fight. */
export async function startFightFrom(page: Page, enc: Encounter, viewport = { width: 1280, height: 720 }): Promise<void> {
  const file = serializeFile('hexfray/encounter', enc as unknown as Record<string, unknown>, 'fight.encounter.json');
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  await page.setViewportSize(viewport);
  await page.goto('/');
  await page.getByTestId('import-input').setInputFiles({ name: 'fight.encounter.json', mimeType: 'application/json', buffer: Buffer.from(file.text) });
  await page.getByTestId('lib-encounters').locator('li', { hasText: enc.name }).getByTestId('lib-open').click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
}

/** The test answers the start question itself: the dialog stays for it to fill in and confirm. */
export async function answerStartQuestion(page: Page): Promise<void> {
  const dialog = startQuestions.get(page);
  if (dialog) await page.removeLocatorHandler(dialog);
}

// What the players' screens of a context received as server-sent events: a stream never ends, so
// its body never reaches a 'response' listener. Each EventSource page reports every message it
// gets through a binding installed before the page's own scripts run.
const streamed = new WeakMap<BrowserContext, string[]>();

async function captureStreams(context: BrowserContext): Promise<string[]> {
  const known = streamed.get(context);
  if (known) return known;
  const got: string[] = [];
  streamed.set(context, got);
  await context.exposeBinding('__hexfrayStreamed', (_source, data: string) => void got.push(data));
  await context.addInitScript(() => {
    const w = window as unknown as { EventSource: typeof EventSource; __hexfrayStreamed?: (data: string) => void };
    const Real = w.EventSource;
    w.EventSource = class extends Real {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('message', (e) => w.__hexfrayStreamed?.((e as MessageEvent<string>).data));
      }
    };
  });
  return got;
}

/**
 * Opens the players' screen from the GM's Players tab and captures every response body its page
 * gets, and every message its stream pushes, from the first request on: what the leak checks
 * search for GM-only data.
 */
export async function openPlayersCapturing(page: Page, context: BrowserContext): Promise<{ players: Page; received: string[] }> {
  await page.getByTestId('tab-players').click();
  const received = await captureStreams(context);
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  players.on('response', async (r) => {
    if (r.headers()['content-type']?.startsWith('text/event-stream')) return;
    try {
      received.push(await r.text());
    } catch {
      // a response without a body (a redirect, an aborted request)
    }
  });
  await expect(players.getByTestId('player-turn')).toContainText('Round 1');
  return { players, received };
}
