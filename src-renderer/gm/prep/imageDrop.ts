// A picture dragged from the desktop onto a token, a sheet or a library character: whether a drag
// carries files (so the target lets it drop), and the file a drop brings.

/** Lets a drag that carries files drop here (a drag of text or a link is left alone). */
export function allowFileDrop(e: DragEvent): void {
  if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
}

/** The first file a drop brings, the drop taken from the browser (which would open the picture); null when it brings none. */
export function droppedFile(e: DragEvent): File | null {
  const file = e.dataTransfer?.files[0] ?? null;
  if (file) e.preventDefault();
  return file;
}
