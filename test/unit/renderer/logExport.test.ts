import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { start } from './appFixture';

describe('LogExport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a fight says why; in one, main renders the format asked and the window downloads it', async () => {
    const clicked: string[] = [];
    vi.stubGlobal('document', { createElement: () => ({ click() { clicked.push('download'); } }) });
    vi.stubGlobal('URL', { createObjectURL: () => 'blob:log', revokeObjectURL: () => undefined });
    const { app, fake } = start();
    await app.logExport.run('md');
    expect(app.messages.toasts.at(-1)).toMatchObject({ kind: 'error', text: 'Start or open a fight to export its log.' });
    expect(fake.calls).not.toContain('export md');
    app.workspace.edit(EXAMPLES.vers());
    expect(await app.workspace.run('s')).toBeNull();
    await app.logExport.run('md', true);
    expect(fake.calls).toContain('export md');
    expect(clicked).toEqual(['download']);
    expect(app.messages.toasts.at(-1)!.text).toMatch(/Exported log\.md/);
  });
});
