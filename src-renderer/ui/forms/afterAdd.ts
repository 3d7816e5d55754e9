// Where the quick-create form leaves the keyboard once a character is in: in prep, in the blank
// name, ready for the next one; in a fight, out of the form, so End turn and the other keys act.
import { getContext, setContext } from 'svelte';

export type AfterAdd = 'next-name' | 'leave';

const KEY = Symbol('quick-create-after-add');

/** Sets what the forms under the calling component do with the focus after an add (read when they add). */
export function setAfterAdd(then: () => AfterAdd): void {
  setContext(KEY, then);
}

/** What the calling form does with the focus after an add (the name for the next one, unless told otherwise). */
export function afterAdd(): () => AfterAdd {
  return getContext<(() => AfterAdd) | undefined>(KEY) ?? (() => 'next-name');
}
