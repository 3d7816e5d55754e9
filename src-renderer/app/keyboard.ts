// The window's one keyboard handler: a key press becomes the registry action that owns its chord.
import { registeredActions } from './actions';
import type { Action } from './action';
import { isModified, matches, type KeyPress } from './keys';

/**
 * The action a key press asks for, or null. While the GM types, only chords with Ctrl, Cmd or Alt
 * count. Where a native menu exists (`menuOwnsKeys`), its accelerators carry the menu commands: the
 * handler leaves those keys alone so one press never acts twice. Main's own items and the map's
 * keys are carried out there, never here.
 */
export function actionForKey(press: KeyPress, opts: { typing: boolean; menuOwnsKeys: boolean; enabled?: (a: Action) => boolean }, actions: readonly Action[] = registeredActions()): Action | null {
  let first: Action | null = null;
  for (const a of actions) {
    if (a.handledBy || (a.menu && opts.menuOwnsKeys)) continue;
    if (!a.keys.some((k) => (!opts.typing || isModified(k)) && matches(k, press))) continue;
    // Two actions may share a key where they never act at once (Esc clears the ruler, else the
    // target): the one that can act now takes it.
    if (!opts.enabled || opts.enabled(a)) return a;
    first ??= a;
  }
  return first;
}
