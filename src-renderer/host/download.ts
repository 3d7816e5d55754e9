/** Hands text or bytes to the GM as a file download (the browser or the window asks where to keep it). */
export function downloadText(fileName: string, text: string | Uint8Array, type: string): void {
  const url = URL.createObjectURL(new Blob([text as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
