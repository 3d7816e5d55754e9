// The action registry: every GM action the window offers, once. The keyboard handler, the native
// menu (through the menu bridge), the help overlay and the toolbar buttons all read it, so a
// shortcut, its menu item, its help line and its button cannot drift apart. The lists register
// into it at start-up (./appActions.ts, each system's room through ./roomActions.ts); it imports
// none of them, and an id registered twice is refused there, naming both owners.
import type { AppState } from '../state/app.svelte';
import type { Action, ActionId, ActionInput } from './action';

const owners = new Map<ActionId, string>();
const byId = new Map<ActionId, Action>();
const order: Action[] = [];

/**
 * Adds `actions`, owned by `owner` (a file or a room, for the message). An id already registered,
 * or twice in the list, is a programming error: refused whole, naming both owners, so a copied
 * room never silently takes over another's keys.
 */
export function registerActions(owner: string, actions: readonly Action[]): void {
  const mine = new Set<ActionId>();
  for (const a of actions) {
    const known = owners.get(a.id) ?? (mine.has(a.id) ? owner : undefined);
    if (known !== undefined) throw new Error(`The action "${a.id}" is registered twice: by ${known} and by ${owner}.`);
    mine.add(a.id);
  }
  for (const a of actions) {
    owners.set(a.id, owner);
    byId.set(a.id, a);
    order.push(a);
  }
}

/** Every registered action, in the order registered (the order the help lists them in each group). */
export function registeredActions(): readonly Action[] {
  return order;
}

/** Who registered the action `id`, or undefined. */
export function ownerOf(id: ActionId): string | undefined {
  return owners.get(id);
}

/** The action with this id; one nobody registered is a programming error, caught by the registry's tests. */
export function action(id: ActionId): Action {
  const a = byId.get(id);
  if (!a) throw new Error(`no action "${id}"`);
  return a;
}

/**
 * Carries out an action if it can act now, on `input` for one that takes one (what the GM chose in
 * a panel); true unless it could not act, failed or was refused. From the menu, an action that
 * cannot act says why (a menu item stays clickable: the native menu does not know the window's state).
 */
export async function runAction<I extends ActionId>(app: AppState, id: I, from: 'key' | 'button' | 'menu' = 'button', ...input: [ActionInput<I>] | []): Promise<boolean> {
  const a = action(id);
  if (!a.enabled(app, ...input)) {
    if (from === 'menu' && a.unavailable) app.messages.say(a.unavailable);
    return false;
  }
  try {
    return (await a.run(app, ...input)) !== false;
  } catch (e) {
    app.messages.failed(a.label, e);
    return false;
  }
}
