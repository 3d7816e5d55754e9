// Reads a Hexfray file: envelope, version, migrations, schema. Every way a file can be wrong ends
// as a list of FileErrors naming the file, the field and what was expected; nothing throws.
import type { FileError } from './fileError';
import type { FormatName } from './format';
import type { BodyOf } from './registry';
import { FORMAT_NAMES, formatOf, isFormatName } from './registry';
import { PRESCAN_BYTES, readJsonText } from './jsonText';
import { MAX_FILE_BYTES } from './limits';
import { holdsNothingRefused, keepUnknownFields, sortedSafeCopy } from './canonical';
import { compiledSchemaOf } from './compiledSchema';
import { friendlyIssue, issuesToFileErrors } from './zodIssues';

/** A file read successfully: its format, its validated body (unknown fields kept) and the version it was written in, if older. */
export type ParsedFile = { [F in FormatName]: { ok: true; format: F; value: BodyOf[F]; migratedFrom?: number } }[FormatName];

/** The result of parseFile. */
export type ParseFileResult = ParsedFile | { ok: false; errors: FileError[] };

/** Options for parseFile. */
export type ParseFileOptions = {
  /** Refuse files of any other format (a character file dropped among encounters, say). */
  readonly expect?: FormatName;
  /** `expect` comes from the file's name (goblin.encounter.json): the refusal says so, and how to rename it. */
  readonly expectFromName?: boolean;
  /**
   * For a caller that reads only the summary (a listing): the file is validated exactly as always,
   * but the value returned is the schema's output alone, without the unknown fields put back and
   * without the canonical key order, which saves building a second copy of the data. Never save it.
   */
  readonly summaryOnly?: boolean;
};

/** How validateBody may take a shortcut; both default to false. */
export type ValidateOptions = {
  /** As in ParseFileOptions. */
  readonly summaryOnly?: boolean;
  /** The caller already walked the body and found nothing sortedSafeCopy refuses (readJsonText does for most texts). */
  readonly knownSafe?: boolean;
};

/** Validates and migrates the envelope-less body of `format` written at `version`; shared by parse and serialize. */
export function validateBody(file: string, format: FormatName, version: number, rawBody: Record<string, unknown>, opts: ValidateOptions = {}): ParseFileResult {
  const def = formatOf(format);
  const tooBig = def.checkSize?.(rawBody);
  if (tooBig) return { ok: false, errors: [{ file, ...tooBig }] };
  let body = rawBody;
  // Migrations see raw data, so refused keys and numbers are caught before any of them runs.
  if (version < def.currentVersion) {
    const safe = sortedSafeCopy(file, rawBody);
    if (safe.errors.length > 0) return { ok: false, errors: safe.errors };
    body = safe.value as Record<string, unknown>;
  }
  for (let v = version; v < def.currentVersion; v++) {
    const migrate = def.migrations[v - 1];
    if (!migrate) return { ok: false, errors: [{ file, path: 'version', expected: `a version this copy can upgrade (no upgrade from version ${v} of ${format} is known)` }] };
    try {
      body = migrate(body);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return { ok: false, errors: [{ file, path: '', expected: `data that can be upgraded from version ${v} to ${v + 1} (${why})` }] };
    }
  }
  const migratedFrom = version < def.currentVersion ? { migratedFrom: version } : {};
  if (opts.summaryOnly && ((opts.knownSafe && body === rawBody) || holdsNothingRefused(body))) {
    // The same checks on the data as it is; the key order only matters to what is written.
    const quick = compiledSchemaOf(format).safeParse(body);
    if (quick.success) return { ok: true, format, value: quick.data, ...migratedFrom } as ParsedFile;
    // A file that fails takes the usual path below, so its errors are worded and ordered as always.
  }
  const safe = sortedSafeCopy(file, body);
  if (safe.errors.length > 0) return { ok: false, errors: safe.errors };
  const sorted = safe.value;
  // The compiled schema decides; a per-parse error map would make zod take its slow path, so it is
  // passed only on the second run (of the plain schema) that words the errors of a failing file.
  let r = compiledSchemaOf(format).safeParse(sorted);
  if (!r.success) r = def.schema.safeParse(sorted, { error: friendlyIssue });
  if (!r.success) return { ok: false, errors: issuesToFileErrors(file, r.error.issues) };
  const value = keepUnknownFields(sorted, r.data);
  return { ok: true, format, value, ...migratedFrom } as ParsedFile;
}

/** Parses a file's text; `fileName` is only used to name the file in errors. */
export function parseFile(fileName: string, text: string, options: ParseFileOptions = {}): ParseFileResult {
  // A big file of a known format past one of its count limits is refused before the parse it would waste.
  if (options.expect !== undefined && text.length > PRESCAN_BYTES && text.length <= MAX_FILE_BYTES) {
    const early = formatOf(options.expect).checkText?.(text);
    if (early) return { ok: false, errors: [{ file: fileName, ...early }] };
  }
  const json = readJsonText(fileName, text);
  if (!json.ok) return json;
  const { format, version, ...body } = json.data;
  const err = (path: string, expected: string): ParseFileResult => ({ ok: false, errors: [{ file: fileName, path, expected }] });
  const known = FORMAT_NAMES.map((f) => `"${f}"`).join(', ');
  if (format === undefined) return err('format', `a "format" field such as "hexfray/encounter" (there is none: this is probably not a Hexfray file)`);
  if (!isFormatName(format)) {
    const found = typeof format === 'string' ? `"${format.slice(0, 60)}"` : 'a value that is not text';
    return err('format', `one of ${known} (found ${found}: this is not a file this copy of Hexfray knows)`);
  }
  if (options.expect !== undefined && format !== options.expect) {
    if (!options.expectFromName) return err('format', `"${options.expect}" (this is a ${format} file)`);
    const named = formatOf(options.expect).extension;
    return err('format', `"${options.expect}", as the name's ending ${named} says (this is a ${format} file; rename it to end in ${formatOf(format).extension})`);
  }
  const def = formatOf(format);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return err('version', `a whole format version of 1 or more (found ${version === undefined ? 'none' : JSON.stringify(version)})`);
  }
  if (version > def.currentVersion) {
    return err(
      'version',
      `this file was written by a newer Hexfray (format version ${version}); this copy reads up to version ${def.currentVersion} — update Hexfray`,
    );
  }
  return validateBody(fileName, format, version, body, { summaryOnly: options.summaryOnly, knownSafe: json.safe });
}
