import { z } from 'zod';
import type { Channel } from './channels';

// The IPC contract: for each channel, the arguments it takes and the result it gives, as run-time
// validators. Main validates every payload against these before a handler sees it, whichever host
// carried it (Electron IPC or the web host's HTTP).

export const contract = {
  'app.version': {
    args: z.tuple([]),
    result: z.object({
      name: z.string(),
      version: z.string(),
      host: z.enum(['electron', 'web']),
    }),
  },
} as const satisfies Record<Channel, { args: z.ZodType<unknown[]>; result: z.ZodType }>;

export type Args<C extends Channel> = z.infer<(typeof contract)[C]['args']>;
export type Result<C extends Channel> = z.infer<(typeof contract)[C]['result']>;

/** What a host call returns: a value, or an error a GM can read (never a thrown exception). */
export type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

/** The host API as the renderer sees it: one async method per channel. */
export type HostApi = { [C in Channel]: (...args: Args<C>) => Promise<Reply<Result<C>>> };
