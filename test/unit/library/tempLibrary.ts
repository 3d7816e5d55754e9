// A library in a fresh temp folder for each test, with the committed fixtures at hand.
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Library, type LibraryOptions } from '../../../src-main/library';
import { serializeFile } from '../../../shared/files';

/** A fresh temp folder; remove it with cleanup(). */
export function tempDir(prefix = 'hexfray-lib-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A Library rooted in a fresh temp folder. */
export function tempLibrary(options: LibraryOptions = {}): { lib: Library; root: string; cleanup: () => Promise<void> } {
  const root = tempDir();
  return { lib: new Library(root, options), root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** The text of test/fixtures/<name>.json. */
export function fixtureText(name: string): string {
  return readFileSync(join(__dirname, '..', '..', 'fixtures', `${name}.json`), 'utf8');
}

/** The canonical bytes of a fixture: what saving it writes (the committed file may order keys differently). */
export function canonicalFixture(name: string, format: Parameters<typeof serializeFile>[0]): string {
  const { format: _f, version: _v, ...body } = JSON.parse(fixtureText(name)) as Record<string, unknown>;
  const r = serializeFile(format, body);
  if (!r.ok) throw new Error(`fixture ${name} does not validate`);
  return r.text;
}

/** A fixture body (without its envelope) with a new name, as the app would pass it to save. */
export function encounterBody(name = 'Goblin Ambush', extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { format: _f, version: _v, ...body } = JSON.parse(fixtureText('encounter.v2')) as Record<string, unknown>;
  return { ...body, name, ...extra };
}

/** An error carrying a Node error code, as node:fs throws them. */
export function errno(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated`), { code });
}

/** Asserts a result is ok and narrows it. */
export function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r as Extract<T, { ok: true }>;
}

/** Asserts a result failed and returns its error. */
export function fails<T extends { ok: boolean }>(r: T): Extract<T, { ok: false }>['error' & keyof Extract<T, { ok: false }>] {
  if (r.ok) throw new Error(`expected a failure, got ${JSON.stringify(r)}`);
  return (r as unknown as { error: never }).error;
}
