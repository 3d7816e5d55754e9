import type { Handlers } from '../shared/ipc';

export type HostKind = 'electron' | 'web';

/** What the handlers need from their host; each host fills it in. */
export type HandlerDeps = { host: HostKind; appVersion: string };

/** The main-process implementation of every channel of the host API, shared by both hosts. */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    'app.version': () => ({ name: 'Hexfray', version: deps.appVersion, host: deps.host }),
  };
}
