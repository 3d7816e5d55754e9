import { isChannel, type Channel } from './channels';
import { contract, type Args, type Reply, type Result } from './contract';

/** The main-process implementation of every channel. */
export type Handlers = { [C in Channel]: (...args: Args<C>) => Promise<Result<C>> | Result<C> };

/** Turns a validation failure into one line naming the field and what was expected. */
function describeIssue(issue: { path: readonly PropertyKey[]; message: string }): string {
  const path = issue.path.length ? issue.path.map(String).join('.') : '(arguments)';
  return `${path}: ${issue.message}`;
}

/** Checks an untrusted call's arguments against `channel`'s contract: them, typed, or one line saying what is wrong. */
export function checkArgs<C extends Channel>(channel: C, args: unknown): { ok: true; data: Args<C> } | { ok: false; error: string } {
  const parsed = contract[channel].args.safeParse(args);
  if (parsed.success) return { ok: true, data: parsed.data as Args<C> };
  return { ok: false, error: `${channel}: bad arguments: ${parsed.error.issues.map(describeIssue).join('; ')}` };
}

/**
 * Validates an untrusted call (channel name and arguments) against the contract, runs the
 * handler and returns a Reply. Nothing from the caller reaches a handler unvalidated.
 */
export async function dispatch(handlers: Handlers, channel: unknown, args: unknown): Promise<Reply<unknown>> {
  if (!isChannel(channel)) return { ok: false, error: `unknown channel: ${String(channel).slice(0, 80)}` };
  const spec = contract[channel];
  const parsed = checkArgs(channel, args);
  if (!parsed.ok) return parsed;
  try {
    const handler = handlers[channel] as (...a: unknown[]) => Promise<unknown> | unknown;
    const value = await handler(...(parsed.data as unknown[]));
    const checked = spec.result.safeParse(value);
    if (!checked.success) return { ok: false, error: `${channel}: the app produced an invalid result` };
    return { ok: true, value: checked.data };
  } catch (e) {
    return { ok: false, error: `${channel}: ${e instanceof Error ? e.message : String(e)}` };
  }
}
