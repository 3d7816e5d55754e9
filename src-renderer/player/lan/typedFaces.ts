// The faces a player types on a device ("4 2 6", "4,2,6"), checked against the dice asked.

/** The faces as numbers, or a sentence saying what was expected; `dies` holds each die's sides in order. */
export function parseFaces(text: string, dies: readonly number[]): number[] | string {
  const faces = text.split(/[\s,;]+/).filter(Boolean).map((p) => (p === '00' ? 100 : Number(p)));
  const bad = faces.length !== dies.length || faces.some((f, i) => !Number.isInteger(f) || f < 1 || f > dies[i]!);
  return bad ? `Type ${dies.length} face${dies.length === 1 ? '' : 's'} in order: ${dies.map((d) => `d${d}`).join(' ')}.` : faces;
}
