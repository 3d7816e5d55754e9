// The web host: the same handlers as Electron main, over HTTP on 127.0.0.1 only, for machines
// without the Electron binary and for browser tests. A random per-run token guards the API.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { AddressInfo } from 'node:net';
import { dispatch, type Channel, type Handlers } from '../../shared/ipc';
import { CSP_HEADER } from '../csp';
import { contentType, resolveStatic } from '../staticFiles';
import { bodyLimitOf } from './bodyLimits';
import { ASSET_PATH, type AssetServer } from '../assetRoute';
import { textHandlerOf, type TextHandlers } from '../textHandlers';
import type { PlayerStream } from '../player/playerStream';

export type WebHostOptions = {
  rendererDir: string;
  handlers: Handlers;
  port?: number;
  token?: string;
  /** Largest request body accepted on any channel, in bytes, below each channel's own limit (bodyLimits.ts). */
  maxBody?: number;
  /**
   * 'player' serves the players' screen: its own page and only the channels listed in `allowed`.
   * It runs on its own port, so it is another origin and cannot read the GM window's storage.
   */
  role?: 'gm' | 'player';
  allowed?: readonly Channel[];
  /** Serves this origin's library images at /asset/<name>?t=<token> (the GM's: any; the players': the published background). */
  assets?: AssetServer;
  /** Channels answered from their request's text, whose big bodies are never parsed on this thread (textHandlers.ts). */
  textHandlers?: TextHandlers;
  /** The players' view pushed as server-sent events at /events?t=<token> (the players' origin only). */
  stream?: Pick<PlayerStream, 'current' | 'subscribe'>;
};

export type WebHost = { server: Server; url: string; token: string; close(): Promise<void> };

const TOKEN_HEADER = 'x-hexfray-token';

const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP_HEADER,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

function send(res: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8'): void {
  // An answer given before the request's body was read (a refusal) closes the connection, so the
  // unread rest is never parsed as the next request on a kept-alive socket.
  if (!res.req.complete) res.setHeader('Connection', 'close');
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type });
  res.end(body);
}

/**
 * A big JSON reply (a session's file, an export) sent a megabyte at a time, a turn between: encoding
 * and copying it to the socket in one go held the thread about 30 ms more than its other steps.
 * A reply already made into bytes on the file thread (a bundle's 27 MB) goes out in slices of
 * those bytes, nothing decoded or encoded here.
 */
async function sendBig(res: ServerResponse, status: number, text: string | Uint8Array): Promise<void> {
  const length = typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength;
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(length) });
  for (let at = 0; at < text.length; at += BIG_BODY) {
    res.write(typeof text === 'string' ? text.slice(at, at + BIG_BODY) : Buffer.from(text.buffer, text.byteOffset + at, Math.min(BIG_BODY, text.length - at)));
    await nextTurn();
  }
  res.end();
}

function tokenMatches(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

// How much of a refused body is read and thrown away so the 413 reaches the client before the
// socket closes; a client sending more than that is cut off.
const MAX_DRAIN = 64 * 1024 * 1024;

/** Stops keeping a refused body: the rest is read and dropped (never parsed), up to MAX_DRAIN. */
function drain(req: IncomingMessage): void {
  let drained = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN) req.destroy();
  });
  req.resume();
}

/** The body as text, or null when it is over `limit`: by its Content-Length before a byte is read, or counted as it streams in. */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    drain(req);
    return Promise.resolve(null);
  }
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        drain(req);
        resolveBody(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      const all = Buffer.concat(chunks);
      // Copying and decoding a big body each cost about a millisecond a megabyte: a turn between.
      if (all.length > BIG_BODY) setImmediate(() => resolveBody(all.toString('utf8')));
      else resolveBody(all.toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** Bodies above this many characters are parsed a turn after they are read (both cost about 1 ms a megabyte). */
const BIG_BODY = 1024 * 1024;

/** Lets the host's thread answer others between two steps that each cost milliseconds per megabyte. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Why a request comes from another site, or null when it comes from this origin's own page (or
 * from no browser at all: a script sends neither header, and still needs the token). Every API
 * call may change state, so a page elsewhere (another site, or the players' port, which is the
 * same site but another origin) is refused even if it somehow holds the token.
 */
function crossSiteReason(req: IncomingMessage): string | null {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `the browser says it comes from a ${String(site)} page`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) return `its Origin is ${String(origin).slice(0, 80)}`;
  return null;
}

async function handleApi(req: IncomingMessage, res: ServerResponse, channel: string, opts: Pick<WebHostOptions, 'handlers' | 'maxBody' | 'allowed' | 'textHandlers'>, token: string): Promise<void> {
  if (req.method !== 'POST') return send(res, 405, 'POST only');
  const crossSite = crossSiteReason(req);
  if (crossSite) return send(res, 403, `Forbidden: a cross-site request (${crossSite})`);
  if (!tokenMatches(req.headers[TOKEN_HEADER], token)) return send(res, 403, 'Forbidden: missing or wrong token');
  if (opts.allowed && !(opts.allowed as readonly string[]).includes(channel)) return send(res, 404, 'No such channel here');
  const limit = Math.min(bodyLimitOf(channel), opts.maxBody ?? Infinity);
  const body = await readBody(req, limit);
  if (body === null) return send(res, 413, `Request too large: ${channel} takes at most ${limit.toLocaleString('en-US')} bytes`);
  // A big body's text handler hands it to the file thread, a copy of its own: a turn first.
  if (body.length > BIG_BODY) await nextTurn();
  const direct = await textHandlerOf(opts.textHandlers, channel)?.(body);
  if (direct) {
    if (direct.text.length > BIG_BODY) return sendBig(res, direct.status, direct.text);
    return send(res, direct.status, typeof direct.text === 'string' ? direct.text : Buffer.from(direct.text.buffer, direct.text.byteOffset, direct.text.byteLength), 'application/json; charset=utf-8');
  }
  if (body.length > BIG_BODY) await nextTurn();
  let args: unknown;
  try {
    args = body === '' ? [] : JSON.parse(body);
  } catch {
    return send(res, 400, JSON.stringify({ ok: false, error: 'the request body is not valid JSON' }), 'application/json');
  }
  const reply = await dispatch(opts.handlers, channel, args);
  await nextTurn();
  const text = JSON.stringify(reply);
  // Encoding the text for the socket costs as much again (a 20 MB image's data URL is 27 MB).
  if (text.length > BIG_BODY) {
    await nextTurn();
    return sendBig(res, 200, text);
  }
  send(res, 200, text, 'application/json; charset=utf-8');
}

async function handleStatic(req: IncomingMessage, res: ServerResponse, rendererDir: string, token: string, role: 'gm' | 'player'): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
  const path = (req.url ?? '/').split('?')[0]!;
  // Each origin serves its own page: the players' origin never serves the GM page, nor the reverse.
  const page = role === 'player' ? 'player.html' : 'index.html';
  const other = role === 'player' ? 'index.html' : 'player.html';
  const file = resolveStatic(rendererDir, path === '/' || path === '' ? `/${page}` : path);
  if (!file || basename(file) === other) return send(res, 404, 'Not found');
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch {
    return send(res, 404, 'Not found');
  }
  if (file.endsWith('.html')) {
    // The page learns the per-run token from a meta tag: no inline script, so the CSP stays strict.
    data = Buffer.from(data.toString('utf8').replace('<meta name="hexfray-token" content="">', `<meta name="hexfray-token" content="${token}">`));
  }
  send(res, 200, data, contentType(file));
}

/**
 * A library image for this origin's page: an <img> sends no headers, so the per-run token comes in
 * the address (`?t=`), and the page must be this origin's own, as for the API.
 */
async function handleAsset(req: IncomingMessage, res: ServerResponse, assets: AssetServer | undefined, token: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'GET only');
  if (!assets) return send(res, 404, 'Not found');
  const crossSite = crossSiteReason(req);
  if (crossSite) return send(res, 403, `Forbidden: a cross-site request (${crossSite})`);
  const url = new URL(req.url ?? '/', 'http://host');
  if (!tokenMatches(url.searchParams.get('t') ?? undefined, token)) return send(res, 403, 'Forbidden: missing or wrong token');
  const r = await assets(url.pathname);
  if (!r.ok) return send(res, r.status, r.message);
  // The bytes go out as they were read: nothing of the image is copied or encoded on this thread.
  send(res, 200, Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength), r.type);
}

/** Event streams open at once on one host: a TV, a spare window or two; past it a stream is refused. */
export const MAX_STREAMS = 8;

/** Bytes a stream may hold unsent before views wait for its socket: a burst of commands fits, a stalled tab does not. */
const BACKLOG = 1024 * 1024;

/** How often an idle stream sends a comment, so a proxy or a sleeping laptop's network notices a dead one. */
const BEAT_MS = 15_000;

/**
 * The players' view as server-sent events: the token in the address (an EventSource sends no
 * headers) and this origin's own page only, as for the image route. The first event is the whole
 * current view, and a dropped stream is retried after a second, so a reconnect shows the table
 * again within 2 s.
 */
function handleStream(req: IncomingMessage, res: ServerResponse, stream: WebHostOptions['stream'], open: Set<ServerResponse>, token: string): void {
  if (req.method !== 'GET') return send(res, 405, 'GET only');
  if (!stream) return send(res, 404, 'Not found');
  const crossSite = crossSiteReason(req);
  if (crossSite) return send(res, 403, `Forbidden: a cross-site request (${crossSite})`);
  const url = new URL(req.url ?? '/', 'http://host');
  if (!tokenMatches(url.searchParams.get('t') ?? undefined, token)) return send(res, 403, 'Forbidden: missing or wrong token');
  if (open.size >= MAX_STREAMS) return send(res, 429, `Too many players' screens: at most ${MAX_STREAMS} at once`);
  res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8' });
  req.socket.setNoDelay(true);
  req.socket.setTimeout(0);
  open.add(res);
  // Each view is whole, so a screen that reads slower than the GM publishes (a stalled tab) is sent
  // the newest one when its socket drains, never a queue of every one it missed.
  let behind = false;
  const write = (text: string) => {
    if (res.writableLength > BACKLOG) behind = true;
    else res.write(`data: ${text}\n\n`);
  };
  res.on('drain', () => {
    if (!behind) return;
    behind = false;
    res.write(`data: ${stream.current()}\n\n`);
  });
  res.write(`retry: 1000\ndata: ${stream.current()}\n\n`);
  const off = stream.subscribe(write);
  const beat = setInterval(() => res.write(': beat\n\n'), BEAT_MS);
  res.on('close', () => {
    off();
    clearInterval(beat);
    open.delete(res);
  });
}

/** The channel named in an API path, or null when its percent-encoding is malformed (`%E0`, `%`). */
function decodedChannel(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** Starts the web host on 127.0.0.1 and resolves once it listens. */
export function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(24).toString('hex');
  const role = options.role ?? 'gm';
  // Each channel's body is limited to what its arguments can hold (bodyLimits.ts), refused before
  // it is parsed, since parsing a 55 MB body alone holds the host's only thread for half a second.
  const api = { handlers: options.handlers, ...(options.maxBody === undefined ? {} : { maxBody: options.maxBody }), ...(options.allowed ? { allowed: options.allowed } : {}), ...(options.textHandlers ? { textHandlers: options.textHandlers } : {}) };
  const streams = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    // Nothing a client sends may take the host down: every request is answered inside this guard,
    // and one that throws gets a 500 for itself while the host goes on serving the others.
    const fail = (): void => {
      if (!res.headersSent) send(res, 500, 'Internal error');
      else res.destroy();
    };
    try {
      route(req, res).catch(fail);
    } catch {
      fail();
    }
  });
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const host = req.headers.host ?? '';
    // Refuse requests addressed to another name (DNS rebinding): only loopback names are ours.
    if (!/^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host)) return send(res, 421, 'Misdirected request');
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith(ASSET_PATH)) return handleAsset(req, res, options.assets, token);
    if (path === '/events' && options.stream) return handleStream(req, res, options.stream, streams, token);
    if (!path.startsWith('/api/')) return handleStatic(req, res, options.rendererDir, token, role);
    const channel = decodedChannel(path.slice(5));
    if (channel === null) return send(res, 400, 'Bad request: the channel name is not valid percent-encoding');
    return handleApi(req, res, channel, api, token);
  };
  return new Promise((resolveHost, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolveHost({
        server,
        token,
        url: `http://127.0.0.1:${port}/`,
        close: () => {
          const closed = new Promise<void>((r) => server.close(() => r()));
          // An open stream never ends by itself: without this, closing would wait on the TV forever.
          for (const res of streams) res.destroy();
          server.closeIdleConnections();
          return closed;
        },
      });
    });
  });
}
