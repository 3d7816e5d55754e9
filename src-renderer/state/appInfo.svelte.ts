import type { HostApi } from '../../shared/ipc';

/** What the app knows about itself: name, version and host, fetched once from main. */
export class AppInfo {
  name = $state('Hexfray');
  version = $state('');
  host = $state<'electron' | 'web' | ''>('');
  error = $state('');

  async load(host: HostApi): Promise<void> {
    const reply = await host['app.version']();
    if (reply.ok) {
      this.name = reply.value.name;
      this.version = reply.value.version;
      this.host = reply.value.host;
    } else {
      this.error = reply.error;
    }
  }
}
