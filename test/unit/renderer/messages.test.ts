import { describe, expect, it } from 'vitest';
import { Messages } from '../../../src-renderer/state/messages.svelte';

describe('messages', () => {
  it('shows at most three passing messages, the newest; errors stay until dismissed', () => {
    const messages = new Messages(() => 'Nothing was lost.');
    messages.say('Broken file', 'error');
    for (const n of [1, 2, 3, 4]) messages.say(`Saved ${n}`);
    expect(messages.toasts.map((t) => t.text)).toEqual(['Broken file', 'Saved 2', 'Saved 3', 'Saved 4']);
    messages.dismiss(messages.toasts[0]!.id);
    expect(messages.toasts.map((t) => t.text)).toEqual(['Saved 2', 'Saved 3', 'Saved 4']);
  });
});

describe('Messages.failed', () => {
  it('says what failed and what it left safe, as an error that stays', () => {
    let safe = 'Nothing was lost: your files are as they were.';
    const messages = new Messages(() => safe);
    messages.failed('Save', new Error('disk on fire'), true);
    expect(messages.toasts).toHaveLength(1);
    expect(messages.toasts[0]!.kind).toBe('error');
    expect(messages.toasts[0]!.text).toContain('Save');
    expect(messages.toasts[0]!.text).toContain('Nothing was lost: your files are as they were.');
    safe = 'autosave is down';
    messages.failed('Undo', new Error('x'), true);
    expect(messages.toasts.at(-1)!.text).toContain('autosave is down');
  });
});

