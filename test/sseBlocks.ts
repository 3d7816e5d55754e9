// Reads a server-sent events stream as the browser's EventSource would split it: each block of
// lines between blank lines, whole, in order (a chunk may end mid-block). Shared by the tests and
// benches that listen to the players' listener and the TV's stream on raw HTTP.
import type { IncomingMessage } from 'node:http';

/** Calls `onBlock` with each whole event block the response streams. */
export function sseBlocks(res: IncomingMessage, onBlock: (block: string) => void): void {
  let buf = '';
  res.setEncoding('utf8');
  res.on('data', (c: string) => {
    buf += c;
    let at;
    while ((at = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, at);
      buf = buf.slice(at + 2);
      onBlock(block);
    }
  });
}
