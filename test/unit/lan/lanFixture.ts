// A players' listener on loopback over a fake built renderer, and devices that talk to it over
// real HTTP: join, pick a PC, and collect every server-sent frame they receive.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { sseBlocks } from '../../sseBlocks';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlayerFeed } from '../../../src-main/player/playerFeed';
import { LanHost, type LanHostOptions } from '../../../src-main/lan/lanHost';
import type { DeviceFrame, Ping } from '../../../shared/ipc/lan';

/** A renderer folder like Vite's: the devices' page, its two chunks, and the GM's page and code beside them. */
export function fakeRenderer(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hexfray-lan-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'lan.html'), '<html><head><script type="module" src="./assets/lan-1.js"></script><link rel="stylesheet" href="./assets/lan-1.css"><link rel="icon" href="./favicon.svg"></head></html>');
  writeFileSync(join(dir, 'assets', 'lan-1.js'), 'import{a}from"./chunk-1.js";console.log(a)');
  writeFileSync(join(dir, 'assets', 'chunk-1.js'), 'export const a=1');
  writeFileSync(join(dir, 'assets', 'lan-1.css'), 'body{}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'index.html'), '<html>GM PAGE</html>');
  writeFileSync(join(dir, 'player.html'), '<html>TV PAGE</html>');
  writeFileSync(join(dir, 'assets', 'index-gm.js'), 'GM CODE');
  writeFileSync(join(dir, 'assets', 'lan-1.js.map'), '{}');
  return dir;
}

export async function startLan(extra: Partial<LanHostOptions> = {}): Promise<{ lan: LanHost; feed: PlayerFeed; port: number; code: string }> {
  const feed = new PlayerFeed();
  const lan = new LanHost({ feed, rendererDir: fakeRenderer(), background: async () => null, host: '127.0.0.1', port: 0, ...extra });
  const s = await lan.start();
  return { lan, feed, port: Number(new URL(s.url!).port), code: s.code! };
}

export type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/** One HTTP request to the listener. */
export function ask(port: number, method: string, path: string, opts: { body?: string; cookie?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...(opts.cookie ? { Cookie: opts.cookie } : {}), ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...opts.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** A device that joined: its cookie, and the frames and pings its stream received. */
export type TestDevice = { cookie: string; frames: DeviceFrame[]; pings: Ping[]; raw: string[]; gone: boolean; ended: boolean; close(): void; waitFor(pred: () => boolean, ms?: number): Promise<void> };

export async function joinDevice(port: number, code: string, name: string): Promise<TestDevice> {
  const r = await ask(port, 'POST', '/join', { body: JSON.stringify({ code, name }) });
  if (r.status !== 200) throw new Error(`join refused: ${r.status} ${r.body}`);
  const cookie = String(r.headers['set-cookie']).split(';')[0]!;
  return stream(port, cookie);
}

/** Opens the device's event stream. */
export function stream(port: number, cookie: string): Promise<TestDevice> {
  return new Promise((resolve, reject) => {
    const dev: TestDevice = {
      cookie, frames: [], pings: [], raw: [], gone: false, ended: false,
      close: () => req.destroy(),
      waitFor: async (pred, ms = 2000) => {
        const until = Date.now() + ms;
        while (!pred()) {
          if (Date.now() > until) throw new Error('timed out waiting on the device');
          await new Promise((r) => setTimeout(r, 5));
        }
      },
    };
    const req = request({ host: '127.0.0.1', port, path: '/events', headers: { Cookie: cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`));
      sseBlocks(res, (block) => {
        dev.raw.push(block);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data === undefined) return;
        if (event === 'ping') dev.pings.push(JSON.parse(data) as Ping);
        else if (event === 'gone') dev.gone = true;
        else dev.frames.push(JSON.parse(data) as DeviceFrame);
      });
      res.on('close', () => (dev.ended = true));
      resolve(dev);
    });
    req.on('error', () => (dev.ended = true));
    req.end();
  });
}
