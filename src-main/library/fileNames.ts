// File names derived from what the GM calls a thing: lower case, ASCII, dashes, and unique in
// their folder (goblin-ambush.encounter.json, goblin-ambush-2.encounter.json, ...).

// Names Windows reserves for devices, whatever the extension.
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9]|conin\$|conout\$)$/;

/**
 * True when Windows would open a device instead of a file by this name: the part before the
 * first dot is CON, NUL, COM1... in any case, also when written in full-width or superscript
 * forms (COM¹) or followed by spaces, which Windows ignores.
 */
export function isWindowsReservedName(fileName: string): boolean {
  const stem = fileName.normalize('NFKC').split('.')[0]!.replace(/[ .]+$/, '').toLowerCase();
  return WINDOWS_RESERVED.test(stem);
}

/** A file-name-safe slug of a display name; 'untitled' when nothing usable is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (slug === '') return 'untitled';
  return WINDOWS_RESERVED.test(slug) ? `${slug}-file` : slug;
}

/** The first of slug+ext, slug-2+ext, slug-3+ext... not in `taken` (compared case-insensitively, for Windows and macOS). */
export function uniqueFileName(slug: string, extension: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((n) => n.toLowerCase()));
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${slug}${extension}` : `${slug}-${n}${extension}`;
    if (!used.has(name.toLowerCase())) return name;
  }
}
