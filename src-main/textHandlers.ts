// The web host's way with the channels whose bodies can be megabytes of small values: the request's
// text goes to the file thread as it came (parsed, checked against the contract and serialized
// there) and an opened file's body comes back as JSON text that is sent on unread, so the host's
// thread moves strings and never parses or rebuilds a body (an 8.7 MB one of 1.2 million values
// held it 100-170 ms). Electron's IPC hands main objects already, so its windows take the usual path.
import { isChannel, type Channel } from '../shared/ipc/channels';
import type { Args, Result } from '../shared/ipc/contract';
import { checkArgs, checkResult } from '../shared/ipc/dispatch';
import type { ShellHooks } from './handlers';
import { fileThread } from './host/offThread';
import { NOT_JSON } from './host/offThreadTasks';
import type { Library } from './library';
import { importReadBundle, makeBundleReply } from './library/bundle';

/**
 * An answer to send: its HTTP status and the host API's reply as JSON text, or as the UTF-8 bytes
 * of that text when the file thread made them (a bundle's), sent on as they came.
 */
export type TextReply = { status: number; text: string | Uint8Array };

/** A channel answered from its request's text; null sends the request the usual way (parsed here, then dispatched). */
export type TextHandler = (body: string) => Promise<TextReply | null>;

export type TextHandlers = Partial<Record<Channel, TextHandler>>;

/** Bodies up to this size take the usual way: parsing them here costs less than the thread's round trip. */
export const INLINE_BODY = 128 * 1024;

/** The handler answering `channel` from its text, if it has one. */
export function textHandlerOf(handlers: TextHandlers | undefined, channel: string): TextHandler | undefined {
  return handlers && isChannel(channel) && Object.hasOwn(handlers, channel) ? handlers[channel] : undefined;
}

const invalid = (channel: Channel): TextReply => ({ status: 200, text: JSON.stringify({ ok: false, error: `${channel}: the app produced an invalid result` }) });

/** The reply text of `value`, checked against `channel`'s result as dispatch checks it. */
function replyOf<C extends Channel>(channel: C, value: Result<C>): TextReply {
  const checked = checkResult(channel, value);
  if (!checked) return invalid(channel);
  return { status: 200, text: JSON.stringify({ ok: true, value: checked.data }) };
}

const failed = (channel: Channel, e: unknown): TextReply => ({ status: 200, text: JSON.stringify({ ok: false, error: `${channel}: ${e instanceof Error ? e.message : String(e)}` }) });

// What ends the reply of an opened file whose body is still to come: the body is put in its place.
const BODY_HOLE = '"value":0}}';

/** The reply to a request the file thread refused while reading it: 400 for no JSON, as the usual path. */
const refusal = (refused: string): TextReply => (refused === NOT_JSON ? { status: 400, text: JSON.stringify({ ok: false, error: NOT_JSON }) } : { status: 200, text: JSON.stringify({ ok: false, error: refused }) });

/** A small request's arguments, or null to let the usual path read it (and refuse it as it does). */
function smallArgs<C extends 'library.open' | 'library.exportBundle'>(channel: C, body: string): Args<C> | null {
  let args: unknown;
  try {
    args = JSON.parse(body);
  } catch {
    return null;
  }
  const checked = checkArgs(channel, args);
  return checked.ok ? checked.data : null;
}

/** The channels the web host answers from their request's text. */
export function createTextHandlers(deps: { library: Library; shell?: ShellHooks }): TextHandlers {
  const { library } = deps;
  return {
    'library.save': async (body) => {
      if (body.length <= INLINE_BODY) return null;
      try {
        const req = await fileThread.run({ kind: 'saveRequest', body });
        if (!req.ok && 'refused' in req) return refusal(req.refused);
        return replyOf('library.save', await library.saveSerialized(req.kind, req, req.options));
      } catch (e) {
        return failed('library.save', e);
      }
    },
    // 28 MB of base64: decoded, hashed and written on the thread.
    'asset.import': async (body) => {
      if (body.length <= INLINE_BODY) return null;
      try {
        const r = await fileThread.run({ kind: 'imageRequest', root: library.root, body });
        return !r.ok && 'refused' in r ? refusal(r.refused) : replyOf('asset.import', r);
      } catch (e) {
        return failed('asset.import', e);
      }
    },
    // 30 MB of base64: decoded, unzipped and checked on the thread; the listing and the write here.
    'library.importBundle': async (body) => {
      if (body.length <= INLINE_BODY) return null;
      try {
        const r = await fileThread.run({ kind: 'bundleRequest', body });
        if (!r.ok) return refusal(r.refused);
        return replyOf('library.importBundle', await importReadBundle(library, r.bundle, r.taken));
      } catch (e) {
        return failed('library.importBundle', e);
      }
    },
    // A small request whose reply is 27 MB of base64: packed, encoded and made into the reply's bytes on the file thread.
    'library.exportBundle': async (body) => {
      const checked = smallArgs('library.exportBundle', body);
      if (!checked) return null;
      try {
        const r = await makeBundleReply(library, checked[0], (envelope) => checkResult('library.exportBundle', envelope) !== null);
        if (r.ok) return { status: 200, text: r.reply };
        return 'invalid' in r ? invalid('library.exportBundle') : replyOf('library.exportBundle', r);
      } catch (e) {
        return failed('library.exportBundle', e);
      }
    },
    'library.open': async (body) => {
      const checked = smallArgs('library.open', body);
      if (!checked) return null;
      try {
        const r = await library.openAsJson(checked[0]);
        if (!r.ok) return replyOf('library.open', r);
        deps.shell?.onOpened?.(r.id, r.entry.name);
        const envelope = { ok: true as const, id: r.id, format: r.format, signature: r.signature, ...(r.migratedFrom === undefined ? {} : { migratedFrom: r.migratedFrom }) };
        // The envelope is checked as dispatch checks a reply; the body was validated by its format's schema as it was read.
        if (!checkResult('library.open', { ...envelope, value: {} })) return invalid('library.open');
        const head = JSON.stringify({ ok: true, value: { ...envelope, value: 0 } });
        return { status: 200, text: `${head.slice(0, -BODY_HOLE.length)}"value":${r.json}}}` };
      } catch (e) {
        return failed('library.open', e);
      }
    },
  };
}
