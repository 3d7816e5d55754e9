// The faces a player types on a device ("4 2 6", "4,2,6"), checked against the roll asked.

/** The faces as numbers, or a sentence saying what was expected. */
export function parseFaces(text: string, dice: number, sides: number): number[] | string {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const faces = parts.map(Number);
  if (faces.length !== dice || faces.some((f) => !Number.isInteger(f) || f < 1 || f > sides)) return `Type ${dice} face${dice === 1 ? '' : 's'}, each a whole number from 1 to ${sides}.`;
  return faces;
}
