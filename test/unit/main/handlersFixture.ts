import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHandlers, type HostKind } from '../../../src-main/handlers';
import { Library } from '../../../src-main/library';
import { ChangeFeed } from '../../../src-main/libraryChanges';

/** Real handlers over a real library in a fresh temporary folder. */
export function testHandlers(host: HostKind, appVersion: string) {
  const root = mkdtempSync(join(tmpdir(), 'hexfray-lib-'));
  const library = new Library(root);
  const changes = new ChangeFeed();
  return { root, library, changes, handlers: createHandlers({ host, appVersion, library, changes }) };
}
