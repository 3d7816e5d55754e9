// Dice expressions as a GM writes them: "d100", "3d6", "4d6+2", "2d10-1", "2d6 + 1d4 + 1", "d%".
// Parsing returns a value, never throws, so an editor can show the message next to the field.

export type DiceTerm = { readonly count: number; readonly sides: number };
export type DiceExpression = { readonly terms: readonly DiceTerm[]; readonly modifier: number };
/** `position` is 1-based: the character the message points at (length + 1 for "at the end"). */
export type DiceParseError = { readonly message: string; readonly position: number };
export type DiceParseResult =
  | { readonly ok: true; readonly value: DiceExpression }
  | { readonly ok: false; readonly error: DiceParseError };

/** Most dice one expression may roll, over all its terms. */
export const MAX_DICE = 1000;
/** Most sides one die may have. */
export const MAX_SIDES = 1000;
/** Largest size of the constant part. */
export const MAX_MODIFIER = 10_000;

/** Parses a dice expression; spaces around "+" and "-" are allowed and "d" may be upper case. */
export function parseDice(text: string): DiceParseResult {
  let pos = 0;
  const fail = (what: string, at: number): DiceParseResult => ({
    ok: false,
    error: { message: `${JSON.stringify(text)}: ${what} at position ${at + 1}`, position: at + 1 },
  });
  const skipSpaces = (): void => {
    while (pos < text.length && /\s/.test(text[pos]!)) pos++;
  };
  const readDigits = (): string => {
    const start = pos;
    while (pos < text.length && /[0-9]/.test(text[pos]!)) pos++;
    return text.slice(start, pos);
  };

  skipSpaces();
  if (pos === text.length) {
    return { ok: false, error: { message: 'no dice given: write an expression like "3d6+2"', position: 1 } };
  }
  const terms: DiceTerm[] = [];
  let modifier = 0;
  let dice = 0;
  let sign = 1;
  let signAt = -1;
  if (text[pos] === '+' || text[pos] === '-') {
    sign = text[pos] === '-' ? -1 : 1;
    signAt = pos++;
    skipSpaces();
  }
  for (;;) {
    const start = pos;
    const digits = readDigits();
    if (text[pos] === 'd' || text[pos] === 'D') {
      const sidesAt = ++pos;
      let sides: number;
      if (text[pos] === '%') {
        pos++;
        sides = 100;
      } else {
        const sidesDigits = readDigits();
        if (sidesDigits === '') return fail('expected the number of sides after "d"', pos);
        sides = Number(sidesDigits);
      }
      const count = digits === '' ? 1 : Number(digits);
      if (sign < 0) return fail('dice cannot be subtracted, only added', signAt);
      if (count < 1) return fail('the number of dice must be at least 1', start);
      if (sides < 1) return fail('a die needs at least 1 side', sidesAt);
      if (sides > MAX_SIDES) return fail(`a die can have at most ${MAX_SIDES} sides`, sidesAt);
      dice += count;
      if (dice > MAX_DICE) return fail(`at most ${MAX_DICE} dice can be rolled at once`, start);
      terms.push({ count, sides });
    } else if (digits !== '') {
      modifier += sign * Number(digits);
      if (Math.abs(modifier) > MAX_MODIFIER) {
        return fail(`the added number must stay between -${MAX_MODIFIER} and +${MAX_MODIFIER}`, start);
      }
    } else {
      const after = signAt >= 0 ? ` after "${text[signAt]}"` : '';
      return pos === text.length
        ? fail(`expected a die like "d6" or a number${after}`, pos)
        : fail(`expected a die like "d6" or a number${after}, found ${JSON.stringify(text[pos])}`, pos);
    }
    skipSpaces();
    if (pos === text.length) break;
    const c = text[pos]!;
    if (c === '.' || c === ',') return fail(`only whole numbers are allowed, found "${c}"`, pos);
    if (c !== '+' && c !== '-') return fail(`expected "+" or "-", found ${JSON.stringify(c)}`, pos);
    sign = c === '-' ? -1 : 1;
    signAt = pos++;
    skipSpaces();
  }
  if (terms.length === 0) return fail('a dice expression needs at least one die, like "d6"', 0);
  return { ok: true, value: { terms, modifier } };
}

/** The canonical text of an expression: "d6" for one die, terms in their order, then the modifier ("3d6+1d4-1"). */
export function formatDice(expr: DiceExpression): string {
  const terms = expr.terms;
  // One term (nearly every roll) needs no list and no join.
  const dice = terms.length === 1 ? termText(terms[0]!) : terms.map(termText).join('+');
  if (expr.modifier === 0) return dice === '' ? '0' : dice;
  return `${dice}${expr.modifier > 0 && dice !== '' ? '+' : ''}${expr.modifier}`;
}

function termText(t: DiceTerm): string {
  return `${t.count === 1 ? '' : t.count}d${t.sides}`;
}
