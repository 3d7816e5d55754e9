// Whether the GM is typing into a field (where plain keys are text, not shortcuts), and, once a
// field's command is done (Enter attacked, a character or a condition went in), taking the keyboard
// focus out of it, so the GM's next single-key shortcut acts instead of typing a letter.

// Inputs that take no text: a key pressed on them is a shortcut (the replay's arrows on its slider).
const NOT_TEXT = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset', 'color', 'file']);

/** Whether a key press is typing into a field, where plain keys are text, not shortcuts. */
export function isTyping(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  if (!t) return false;
  if (t.tagName === 'INPUT') return !NOT_TEXT.has((t as HTMLInputElement).type);
  return t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable;
}

/** Takes the focus out of the text field that holds it, if any. */
export function leaveField(): void {
  const el = document.activeElement;
  if (el instanceof HTMLElement && isTyping(el)) el.blur();
}
