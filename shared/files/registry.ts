// Every file format Hexfray knows, by name.
import { FORMAT_NAMES, type FileFormat, type FormatName } from './format';
import { encounterFormat, type EncounterBody } from './formats/encounter';
import { characterFormat, type CharacterBody } from './formats/character';
import { sessionFormat, type SessionBody } from './formats/session';

/** The validated body type of each format. */
export type BodyOf = {
  'hexfray/encounter': EncounterBody;
  'hexfray/character': CharacterBody;
  'hexfray/session': SessionBody;
};

/** The validated body of a file of any format. */
export type FileBody = BodyOf[FormatName];

/** The registry: each format's versions, schema and migrations. */
export const FORMATS: { readonly [F in FormatName]: FileFormat<BodyOf[F]> } = {
  'hexfray/encounter': encounterFormat,
  'hexfray/character': characterFormat,
  'hexfray/session': sessionFormat,
};

export { FORMAT_NAMES };

/** True when `name` is a format this copy of Hexfray knows. */
export function isFormatName(name: unknown): name is FormatName {
  return typeof name === 'string' && Object.hasOwn(FORMATS, name);
}

/** The format record of `name`, typed as the untyped-body view the generic machinery needs. */
export function formatOf(name: FormatName): FileFormat<unknown> {
  return FORMATS[name] as FileFormat<unknown>;
}
