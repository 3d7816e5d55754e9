// Import and export through the renderer, for the web host (a browser file picker and a download)
// and for Electron windows alike: the text crosses, never a path, and main validates it first.
import { formatOf, formatFileErrors, parseFile, serializeFile, MAX_FILE_BYTES, formatBytes } from '../../shared/files';
import type { Library } from './library';
import { kindOfFormat, type LibraryKind } from './kinds';
import { failure, type Failure } from './libraryError';
import type { LibraryEntryOk } from './library';

/** Validates a picked file's text and saves it into the library as a new file. */
export async function importText(library: Library, fileName: string, text: string): Promise<{ ok: true; id: string; kind: LibraryKind; entry: LibraryEntryOk } | Failure> {
  if (text.length > MAX_FILE_BYTES) return failure('too-large', `Not imported: ${fileName} is larger than ${formatBytes(MAX_FILE_BYTES)}.`);
  const parsed = parseFile(fileName, text);
  if (!parsed.ok) return failure('invalid-file', `Not imported: ${formatFileErrors(parsed.errors)}`, parsed.errors);
  const kind = kindOfFormat(parsed.format);
  const name = formatOf(parsed.format).summarize(parsed.value as never).name;
  const saved = await library.save(kind, parsed.value, { name });
  if (!saved.ok) return saved;
  return { ok: true, id: saved.id, kind, entry: saved.entry };
}

/** The canonical text of a library file, with the file name to offer for the download. */
export async function exportText(library: Library, id: string): Promise<{ ok: true; fileName: string; text: string } | Failure> {
  const opened = await library.open(id);
  if (!opened.ok) return opened;
  const ser = serializeFile(opened.format, opened.value, opened.entry.fileName);
  if (!ser.ok) return failure('invalid-file', formatFileErrors(ser.errors), ser.errors);
  return { ok: true, fileName: opened.entry.fileName, text: ser.text };
}
