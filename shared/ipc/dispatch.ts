import { z } from 'zod';
import { isChannel, type Channel } from './channels';
import { contract, type Args, type Reply, type Result } from './contract';

// Main checks every payload with zod's ahead-of-time compiled validators (z.compile, as
// shared/files/compiledSchema.ts does for the formats): the same checks and the same value as the
// schema, as straight-line code instead of zod's walk over the schema tree. A payload that fails
// takes zod's ordinary parser, so what is refused and the messages saying why are unchanged. The
// players' publish (a 200 x 200 map, 500 tokens) took 1.9-2.4 ms of the players bench's median
// publish checked by the schema itself, 0.3-0.5 ms compiled. Each channel's schemas are compiled
// on its first call (a few ms for the players' view), so a channel never called costs nothing.
type Checks = { readonly args: z.ZodType; readonly result: z.ZodType };
const compiled = new Map<Channel, Checks>();

function checksOf(channel: Channel): Checks {
  let checks = compiled.get(channel);
  if (!checks) {
    const spec = contract[channel];
    checks = { args: z.compile(spec.args), result: z.compile(spec.result) };
    compiled.set(channel, checks);
  }
  return checks;
}

/** The main-process implementation of every channel. */
export type Handlers = { [C in Channel]: (...args: Args<C>) => Promise<Result<C>> | Result<C> };

/** Turns a validation failure into one line naming the field and what was expected. */
function describeIssue(issue: { path: readonly PropertyKey[]; message: string }): string {
  const path = issue.path.length ? issue.path.map(String).join('.') : '(arguments)';
  return `${path}: ${issue.message}`;
}

/** Checks an untrusted call's arguments against `channel`'s contract: them, typed, or one line saying what is wrong. */
export function checkArgs<C extends Channel>(channel: C, args: unknown): { ok: true; data: Args<C> } | { ok: false; error: string } {
  const parsed = checksOf(channel).args.safeParse(args);
  if (parsed.success) return { ok: true, data: parsed.data as Args<C> };
  return { ok: false, error: `${channel}: bad arguments: ${parsed.error.issues.map(describeIssue).join('; ')}` };
}

/** Checks what a handler of `channel` answered against the contract's result, as dispatch does: the value to send, or null when it is not one. */
export function checkResult<C extends Channel>(channel: C, value: unknown): { data: Result<C> } | null {
  const checked = checksOf(channel).result.safeParse(value);
  return checked.success ? { data: checked.data as Result<C> } : null;
}

/**
 * Validates an untrusted call (channel name and arguments) against the contract, runs the
 * handler and returns a Reply. Nothing from the caller reaches a handler unvalidated.
 */
export async function dispatch(handlers: Handlers, channel: unknown, args: unknown): Promise<Reply<unknown>> {
  if (!isChannel(channel)) return { ok: false, error: `unknown channel: ${String(channel).slice(0, 80)}` };
  const parsed = checkArgs(channel, args);
  if (!parsed.ok) return parsed;
  try {
    const handler = handlers[channel] as (...a: unknown[]) => Promise<unknown> | unknown;
    const value = await handler(...(parsed.data as unknown[]));
    const checked = checkResult(channel, value);
    if (!checked) return { ok: false, error: `${channel}: the app produced an invalid result` };
    return { ok: true, value: checked.data };
  } catch (e) {
    return { ok: false, error: `${channel}: ${e instanceof Error ? e.message : String(e)}` };
  }
}
