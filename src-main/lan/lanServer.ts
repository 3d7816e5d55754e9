// The players' listener on the local network: a separate HTTP server from the GM's host, answering
// only its allow-listed routes (the devices' page and its assets, joining, the live view as
// server-sent events, pings and typed dice). Everything else gets a short refusal. It holds no
// handler of the GM's API and no path into the library; what it serves comes from LanRoutes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { CSP_HEADER } from '../csp';
import { contentType } from '../staticFiles';
import { DEVICE_PAGE, pageAssets } from './pageAssets';

/** What the routes may ask of the table; LanHost answers. */
export type LanRoutes = {
  /** A join attempt from `address`: the new device's secret, or a refusal with its status. */
  join(body: unknown, address: string): { ok: true; secret: string } | { ok: false; status: number; message: string };
  /** Whether `secret` names a joined device; its id. */
  deviceOf(secret: string | undefined): string | null;
  /** A joined device's request with a JSON body (as, ping, dice): null when taken, else why not. */
  act(device: string, action: 'as' | 'ping' | 'dice', body: unknown): { status: number; message: string } | null;
  /** The whole current view for a device, as one SSE data line's JSON. */
  frame(device: string): string;
  /** The published background image's bytes and type, or null. */
  background(): Promise<{ type: string; bytes: Uint8Array } | null>;
};

export type Limits = { connections: number; streams: number; streamsPerDevice: number; body: number; headerBytes: number; headersMs: number; bodyMs: number };

/** Bounds on what one client may hold. */
export const LIMITS: Limits = {
  /** Open sockets at once (devices, their streams, anyone knocking); past it Node drops the new ones. */
  connections: 96,
  /** Live streams at once, and per device (a phone with two tabs open). */
  streams: 48,
  streamsPerDevice: 3,
  /** A request's body, in bytes: a name, a hex, twenty faces. */
  body: 2048,
  /** A request's headers, in bytes. */
  headerBytes: 8192,
  /** A client must send its headers, and its body, within these. */
  headersMs: 5000,
  bodyMs: 5000,
};

const COOKIE = 'hexfray_device';

/** Bytes a stream may hold unsent before frames wait for its socket: a burst of a fight's commands fits, a stalled phone does not. */
export const BACKLOG = 1024 * 1024;

const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP_HEADER,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // No Cross-Origin-Opener-Policy: devices reach this listener over plain HTTP at a LAN address,
  // an origin browsers do not trust, so they ignore it and log an error on every page.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

function send(res: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}): void {
  if (res.headersSent) return void res.destroy();
  // A refusal sent before the body was read closes the socket, so the rest is never read as a request.
  if (!res.req.complete) res.setHeader('Connection', 'close');
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, ...extra });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown, extra?: Record<string, string>) => send(res, status, JSON.stringify(value), 'application/json; charset=utf-8', extra);

/** The device secret from the request's cookie. */
function secretOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (typeof header !== 'string' || header.length > 2048) return undefined;
  for (const part of header.split(';')) {
    const [k, v] = part.trim().split('=');
    if (k === COOKIE && v) return v;
  }
  return undefined;
}

// Only an address typed or scanned (an IP literal) or localhost: a page elsewhere that rebinds its
// own name to this machine (DNS rebinding) is refused by its Host header.
const HOST = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:.]+\])(:\d{1,5})?$/;

/** Why a POST comes from another site, or null when from this origin's own page (or from no browser). */
function crossSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = req.headers.origin;
  return origin !== undefined && origin !== `http://${req.headers.host ?? ''}`;
}

/** The JSON body, or a refusal: over LIMITS.body (declared or streamed), too slow, or not JSON. */
function readJson(req: IncomingMessage, LIMITS: Limits): Promise<{ ok: true; value: unknown } | { ok: false; status: number; message: string }> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > LIMITS.body) return Promise.resolve({ ok: false, status: 413, message: `Too large: at most ${LIMITS.body} bytes` });
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      done({ ok: false, status: 408, message: 'Too slow' });
      req.destroy();
    }, LIMITS.bodyMs);
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > LIMITS.body) {
        clearTimeout(timer);
        done({ ok: false, status: 413, message: `Too large: at most ${LIMITS.body} bytes` });
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      clearTimeout(timer);
      try {
        done({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch {
        done({ ok: false, status: 400, message: 'The body is not JSON' });
      }
    });
    req.on('error', () => {
      clearTimeout(timer);
      done({ ok: false, status: 400, message: 'Broken request' });
    });
  });
}

const POST_ROUTES = new Set(['/join', '/as', '/ping', '/dice']);
const GET_ROUTES = new Set(['/', '/events', '/me', '/background']);

export type LanServer = {
  readonly port: number;
  /** Sends `data` (one line) as an event to every stream of `device` (all when null), named `event` when given. */
  push(device: string | null, data: string, event?: string): void;
  /** Sends each device its own frame. */
  pushFrames(devices: readonly string[]): void;
  /** Ends a device's streams (it was removed): it is told so first. */
  drop(device: string): void;
  /** Devices with a live stream now. */
  connected(): Set<string>;
  /** Closes every connection at once and stops listening. */
  close(): Promise<void>;
  readonly server: Server;
};

/** Starts the players' listener on `host`:`port` (0 for any free port). */
export async function startLanServer(opts: { rendererDir: string; host: string; port: number; routes: LanRoutes; limits?: Partial<Limits> }): Promise<LanServer> {
  const limits: Limits = { ...LIMITS, ...opts.limits };
  const assets = pageAssets(opts.rendererDir);
  const streams = new Map<string, Set<ServerResponse>>();
  const sockets = new Set<Socket>();
  // Streams whose socket was full when a frame was due: each gets the current frame as it drains.
  const behind = new Set<ServerResponse>();
  let streamCount = 0;

  const server = createServer({ maxHeaderSize: limits.headerBytes, headersTimeout: limits.headersMs, requestTimeout: limits.headersMs + limits.bodyMs, keepAliveTimeout: 5000, connectionsCheckingInterval: Math.min(1000, limits.headersMs / 2) }, (req, res) => {
    route(req, res).catch(() => send(res, 500, 'Internal error'));
  });
  server.maxConnections = limits.connections;
  server.maxRequestsPerSocket = 100;
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  // A malformed request line or header: a short refusal, then the socket closes.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    else socket.destroy();
  });

  async function serveFile(res: ServerResponse, file: string, head: boolean): Promise<void> {
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch {
      return send(res, 404, 'Not found');
    }
    if (head) {
      res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': contentType(file), 'Content-Length': String(data.length) });
      return void res.end();
    }
    send(res, 200, data, contentType(file));
  }

  function openStream(req: IncomingMessage, res: ServerResponse, device: string): void {
    const mine = streams.get(device) ?? new Set<ServerResponse>();
    if (streamCount >= limits.streams || mine.size >= limits.streamsPerDevice) return send(res, 429, 'Too many streams');
    streams.set(device, mine);
    mine.add(res);
    streamCount++;
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' });
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    // Reconnect a second after a drop; the first frame is the whole current view.
    res.write(`retry: 1000\ndata: ${opts.routes.frame(device)}\n\n`);
    const beat = setInterval(() => res.write(': beat\n\n'), 15_000);
    res.on('drain', () => {
      if (behind.delete(res)) res.write(`data: ${opts.routes.frame(device)}\n\n`);
    });
    res.on('close', () => {
      behind.delete(res);
      clearInterval(beat);
      if (mine.delete(res)) streamCount--;
      if (mine.size === 0) streams.delete(device);
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!HOST.test(req.headers.host ?? '')) return send(res, 421, 'Misdirected request');
    const url = req.url ?? '/';
    if (url.length > 512) return send(res, 414, 'URI too long');
    const path = url.split('?')[0]!;
    const method = req.method ?? '';
    if (method === 'POST' && POST_ROUTES.has(path)) {
      if (crossSite(req)) return send(res, 403, 'Forbidden: a cross-site request');
      const address = req.socket.remoteAddress ?? '?';
      const device = path === '/join' ? null : opts.routes.deviceOf(secretOf(req));
      if (path !== '/join' && !device) return send(res, 403, 'Not joined, or removed by the GM');
      const body = await readJson(req, limits);
      if (!body.ok) return send(res, body.status, body.message);
      if (path === '/join') {
        const r = opts.routes.join(body.value, address);
        if (!r.ok) return send(res, r.status, r.message);
        return json(res, 200, { ok: true }, { 'Set-Cookie': `${COOKIE}=${r.secret}; HttpOnly; SameSite=Strict; Path=/` });
      }
      const refused = opts.routes.act(device!, path.slice(1) as 'as' | 'ping' | 'dice', body.value);
      return refused ? send(res, refused.status, refused.message) : json(res, 200, { ok: true });
    }
    const head = method === 'HEAD';
    if (method === 'GET' || head) {
      const asset = path === '/' ? null : assets.get(path);
      if (asset) return serveFile(res, asset, head);
      if (path === '/') return serveFile(res, `${opts.rendererDir}/${DEVICE_PAGE}`, head);
      if (GET_ROUTES.has(path)) {
        const device = opts.routes.deviceOf(secretOf(req));
        // Who am I is asked by every page as it opens: "nobody" is an answer, not a refusal (a phone's console stays clean).
        if (path === '/me') return send(res, 200, device ? opts.routes.frame(device) : 'null', 'application/json; charset=utf-8');
        if (!device) return send(res, 403, 'Not joined, or removed by the GM');
        if (path === '/background') {
          const image = await opts.routes.background();
          return image ? send(res, 200, Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength), image.type, { 'Cache-Control': 'no-store' }) : send(res, 404, 'No background');
        }
        if (head) return send(res, 405, 'Method not allowed');
        return openStream(req, res, device);
      }
      return send(res, 404, 'Not found');
    }
    if (POST_ROUTES.has(path) || GET_ROUTES.has(path) || assets.has(path)) return send(res, 405, 'Method not allowed');
    return send(res, 404, 'Not found');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as { port: number };

  const write = (device: string, data: string, event?: string) => {
    const line = `${event ? `event: ${event}\n` : ''}data: ${data}\n\n`;
    for (const res of streams.get(device) ?? []) {
      // A frame is the whole view: a phone that reads slower than the GM publishes (a weak signal)
      // gets the newest when its socket drains, never a queue of every frame it missed.
      if (!event && res.writableLength > BACKLOG) behind.add(res);
      else res.write(line);
    }
  };

  return {
    port,
    server,
    push(device, data, event) {
      if (device) write(device, data, event);
      else for (const d of streams.keys()) write(d, data, event);
    },
    pushFrames(devices) {
      for (const d of devices) if (streams.has(d)) write(d, opts.routes.frame(d));
    },
    drop(device) {
      for (const res of streams.get(device) ?? []) {
        res.write('event: gone\ndata: {}\n\n');
        res.end();
        res.socket?.destroy();
      }
      streams.delete(device);
    },
    connected: () => new Set(streams.keys()),
    close() {
      const closed = new Promise<void>((r) => server.close(() => r()));
      // Every socket at once: streams, kept-alive sockets and half-sent requests alike.
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
      return closed;
    },
  };
}
