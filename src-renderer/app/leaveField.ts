// Once a field's command is done (Enter attacked, a character or a condition went in), the keyboard
// focus leaves the field, so the GM's next single-key shortcut acts instead of typing a letter.
import { isTyping } from './keyboard';

/** Takes the focus out of the text field that holds it, if any. */
export function leaveField(): void {
  const el = document.activeElement;
  if (el instanceof HTMLElement && isTyping(el)) el.blur();
}
