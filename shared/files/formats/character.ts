// The character file format, `*.character.json`: one sheet, validated by its system's schema.
//
// Version history:
//   1  { system, sheet }, the sheet as shared/rules/<system>/sheet.ts defines it.
import { z } from 'zod';
import type { FileFormat } from '../format';
import { yaugsSheetSchema } from '../../rules/yaugs/sheet';
import { VersSheetSchema } from '../../rules/vers/sheet';
import { waylightsSheetSchema } from '../../rules/waylights/sheet';

/** The schema of a character body: the system names which sheet schema applies. */
export const characterSchema = z.discriminatedUnion(
  'system',
  [
    z.object({ system: z.literal('yaugs'), sheet: yaugsSheetSchema }),
    z.object({ system: z.literal('vers'), sheet: VersSheetSchema }),
    z.object({ system: z.literal('waylights'), sheet: waylightsSheetSchema }),
  ],
  { error: 'The system must be "yaugs", "vers" or "waylights"' },
);

/** A validated character body. */
export type CharacterBody = z.output<typeof characterSchema>;

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
