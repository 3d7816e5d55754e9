// Reads the committed fixtures (one file per format version) for the file tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of test/fixtures/<name>.json. */
export function fixtureText(name: string): string {
  return readFileSync(join(__dirname, '..', '..', 'fixtures', `${name}.json`), 'utf8');
}

/** The body of a fixture (without format and version), as plain data to edit in a test. */
export function fixtureBody(name: string): Record<string, unknown> {
  const { format: _f, version: _v, ...body } = JSON.parse(fixtureText(name)) as Record<string, unknown>;
  return body;
}
