// Writes a Hexfray file: validated, in canonical key order, indented by two spaces with a final
// newline, so saving the same data twice gives the same bytes and a git diff shows real changes.
//
// Key order: `format`, `version`, then the body. Inside the body, fields the schema declares come
// in the schema's order and every other field (records, unknown fields) in alphabetical order.
import type { FileError } from './fileError';
import type { FormatName } from './format';
import type { BodyOf } from './registry';
import { formatOf } from './registry';
import { validateBody } from './parseFile';

/** The text of a file ready to write (and the validated body it holds), or why the value cannot be saved. */
export type SerializeResult = { ok: true; text: string; value: unknown } | { ok: false; errors: FileError[] };

/** Serializes a body of `format` at the current version; `fileName` names it in errors. */
export function serializeFile<F extends FormatName>(format: F, value: BodyOf[F] | Record<string, unknown>, fileName = '(unsaved file)'): SerializeResult {
  const def = formatOf(format);
  // The envelope is ours to write; a body that carries one (a parsed file passed back whole) drops it.
  const { format: _f, version: _v, ...body } = value as Record<string, unknown>;
  const r = validateBody(fileName, format, def.currentVersion, body);
  if (!r.ok) return r;
  const text = JSON.stringify({ format, version: def.currentVersion, ...(r.value as Record<string, unknown>) }, null, 2) + '\n';
  return { ok: true, text, value: r.value };
}
