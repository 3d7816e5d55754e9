// What the CLI prints comes in part from files (names, values quoted in errors, the export's
// text), and a crafted file could hide terminal escapes there: ESC sequences that retitle the
// window, rewrite the screen or, in some terminals, run commands. Every line is cleaned here.

// C0 controls but tab and line feed (a carriage return rewrites the line), DEL, the C1 block
// (U+009B is a one-byte CSI in many terminals), and the bidi controls that make text read
// differently from what it is.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A line safe to print to a terminal: each control character shown as its escape (\u001b), tabs
 * and line breaks kept. Written as a JSON escape, so a session printed as JSON still reads back
 * the same: JSON itself never holds these characters raw except in strings, where \uXXXX is equal.
 */
export function terminalSafe(line: string): string {
  return line.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
