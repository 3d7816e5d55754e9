// Finds where and why a text is not valid JSON. JSON.parse says it failed, but its message differs
// between engines and often gives no position; this small reader runs only after a failure, to
// tell the GM the line, the column and what was expected there.

/** Where a JSON text first goes wrong, and what was expected at that point. */
export type JsonSyntaxProblem = { readonly index: number; readonly expected: string; readonly truncated: boolean };

class Stop {
  constructor(readonly problem: JsonSyntaxProblem) {}
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

function describeAt(text: string, i: number): string {
  if (i >= text.length) return 'the end of the file';
  const word = /^[A-Za-z_]+/.exec(text.slice(i, i + 20));
  if (word) return `"${word[0]}"`;
  const c = text.charCodeAt(i);
  if (c < 0x20 || c === 0x7f) return `a control character (code ${c})`;
  return `"${text[i]}"`;
}

/** Reads `text` as JSON and returns its first problem, or null when it is valid JSON. */
export function findJsonSyntaxProblem(text: string): JsonSyntaxProblem | null {
  let i = 0;
  const fail = (expected: string): never => {
    const truncated = i >= text.length;
    const found = describeAt(text, i);
    const hint = /^"(NaN|Infinity)"$/.test(found) ? ' (JSON has no NaN or Infinity: write an ordinary number)' : '';
    throw new Stop({
      index: i,
      truncated,
      expected: truncated ? `the file ends too early, it looks cut off (expected ${expected})` : `expected ${expected}, found ${found}${hint}`,
    });
  };
  const ws = () => {
    while (i < text.length && WS.has(text.charCodeAt(i))) i++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail('a value (text in double quotes, a number, true, false, null, a list or an object)');
  };
  const string = () => {
    i++; // opening quote
    for (;;) {
      if (i >= text.length) fail('a closing double quote');
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) fail('a closing double quote before the line ends (write a line break inside text as \\n)');
      if (c === 0x5c) {
        i++;
        const e = text[i];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('four hex digits after \\u');
          i += 5;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i++;
        else fail('an escape such as \\n, \\" or \\\\ after the backslash');
      } else i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0] === '-') {
      if (text[i] === '-' && /[A-Za-z]/.test(text[i + 1] ?? '')) i++; // point at the word in "-Infinity"
      fail('a number');
    }
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return number();
    fail('a value (text in double quotes, a number, true, false, null, a list or an object)');
  };
  const object = () => {
    i++;
    ws();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      ws();
      if (text[i] !== '"') fail('a field name in double quotes');
      string();
      ws();
      if (text[i] !== ':') fail('":" after the field name');
      i++;
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return;
      }
      fail('"," or "}" after the value');
    }
  };
  const array = () => {
    i++;
    ws();
    if (text[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return;
      }
      fail('"," or "]" after the value');
    }
  };
  try {
    value();
    ws();
    if (i < text.length) fail('nothing more after the closing "}"');
    return null;
  } catch (e) {
    if (e instanceof Stop) return e.problem;
    // Nesting is bounded before this runs, so the stack cannot overflow; anything else is a bug.
    throw e;
  }
}
