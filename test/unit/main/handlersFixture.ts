import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHandlers, type HostKind } from '../../../src-main/handlers';
import { Library } from '../../../src-main/library';
import { ChangeFeed } from '../../../src-main/libraryChanges';
import { PlayerFeed } from '../../../src-main/player/playerFeed';
import { createTextHandlers } from '../../../src-main/textHandlers';

/** Real handlers over a real library in a fresh temporary folder, with the web host's text handlers. */
export function testHandlers(host: HostKind, appVersion: string) {
  const root = mkdtempSync(join(tmpdir(), 'hexfray-lib-'));
  const library = new Library(root);
  const changes = new ChangeFeed();
  const player = new PlayerFeed();
  return { root, library, changes, player, handlers: createHandlers({ host, appVersion, library, changes, player }), textHandlers: createTextHandlers({ library }) };
}
