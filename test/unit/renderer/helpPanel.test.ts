import { describe, expect, it } from 'vitest';
import { HelpPanel } from '../../../src-renderer/state/helpPanel.svelte';

describe('HelpPanel', () => {
  it('toggles without an argument, and opens or closes as told with one', () => {
    const help = new HelpPanel();
    expect(help.open).toBe(false);
    help.toggle();
    expect(help.open).toBe(true);
    help.toggle();
    expect(help.open).toBe(false);
    help.toggle(false);
    expect(help.open).toBe(false);
    help.toggle(true);
    help.toggle(true);
    expect(help.open).toBe(true);
  });
});
