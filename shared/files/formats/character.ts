// The character file format, `*.character.json`: one sheet, validated by its system's schema.
//
// Version history:
//   1  { system, sheet }, the sheet as shared/rules/<system>/sheet.ts defines it.
import type { FileFormat } from '../format';
import { characterSchema, type CharacterBody } from '../../systems/registry';

export { characterSchema, type CharacterBody };

/** The character format. */
export const characterFormat: FileFormat<CharacterBody> = {
  format: 'hexfray/character',
  extension: '.character.json',
  currentVersion: 1,
  schema: characterSchema,
  migrations: [],
  summarize: (body) => ({ name: body.sheet.name, system: body.system }),
  withName: (body, name) => ({ ...body, sheet: { ...body.sheet, name } }) as CharacterBody,
};
