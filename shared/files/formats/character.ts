// The character file format, `*.character.json`: one sheet, validated by its system's schema.
//
// Version history:
//   1  { system, sheet }, the sheet as shared/rules/<system>/sheet.ts defines it.
//   2  RULES.md section 5: weapons' `area`; an older file's field of that name, which no Hexfray
//      read, set aside (./sectionFive).
import type { FileFormat, Migration } from '../format';
import { isPlainObject } from '../canonical';
import { upgradeSheet } from './sectionFive';
import { characterSchema, type CharacterBody } from '../../systems/registry';

export { characterSchema, type CharacterBody };

/** v1 -> v2: the sheet's weapons' `area` set aside. */
const upgradeCharacter: Migration = (body) => (isPlainObject(body.sheet) ? { ...body, sheet: upgradeSheet(body.sheet) } : body);

/** The character format. */
export const characterFormat: FileFormat<CharacterBody> = {
  format: 'hexfray/character',
  extension: '.character.json',
  currentVersion: 2,
  schema: characterSchema,
  migrations: [upgradeCharacter],
  summarize: (body) => ({ name: body.sheet.name, system: body.system }),
  withName: (body, name) => ({ ...body, sheet: { ...body.sheet, name } }) as CharacterBody,
};
