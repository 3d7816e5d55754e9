// Exporting the fight's log: main renders it (Markdown, HTML or the session JSON) and keeps a copy
// in the library's exports folder; the window downloads it.
import type { HostApi } from '../../shared/ipc/contract';
import { downloadText } from '../host/download';
import type { Messages } from './messages.svelte';
import type { Workspace } from './workspace.svelte';

export type LogFormat = 'md' | 'html' | 'json';

const TYPES: Record<LogFormat, string> = { html: 'text/html', md: 'text/markdown', json: 'application/json' };

export class LogExport {
  constructor(
    private readonly host: HostApi,
    private readonly work: Workspace,
    private readonly messages: Messages,
  ) {}

  /** Exports the fight's log in `format`; `players` leaves out GM secrets. */
  async run(format: LogFormat = 'html', players = false): Promise<void> {
    const combat = this.work.combat;
    if (!combat) return this.messages.say('Start or open a fight to export its log.', 'error');
    const r = await this.host['session.export'](combat.session.toRecord(), format, { players });
    if (!r.ok) return this.messages.say(r.error, 'error');
    if (!r.value.ok) return this.messages.say(r.value.error.message, 'error');
    downloadText(r.value.fileName, r.value.text, TYPES[format]);
    this.messages.say(`Exported ${r.value.fileName} (a copy is in the library's exports folder).`);
  }
}
