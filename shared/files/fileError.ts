// What is wrong with a file, as a value: which file, where in it, and what was expected there.

/** One problem in a file: the file's name, the field path (dots, list indices as numbers) and what was expected. */
export type FileError = {
  readonly file: string;
  /** Like 'combatants.2.sheet.attributes.agl'; '' for the file as a whole. */
  readonly path: string;
  readonly expected: string;
  /** 1-based position in the text, for problems found before the JSON could be read. */
  readonly line?: number;
  readonly column?: number;
};

/** Joins a zod-style path (keys and list indices) into the dotted form used in messages. */
export function joinPath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

/** Formats one problem as `FILE: field.path: what was expected` (or `FILE: line L, column C: ...`). */
export function formatFileError(e: FileError): string {
  const where = e.line !== undefined ? `line ${e.line}, column ${e.column ?? 1}: ` : '';
  return e.path === '' ? `${e.file}: ${where}${e.expected}` : `${e.file}: ${e.path}: ${where}${e.expected}`;
}

/** Formats every problem, one line each, for a dialog or a log. */
export function formatFileErrors(errors: readonly FileError[]): string {
  return errors.map(formatFileError).join('\n');
}
