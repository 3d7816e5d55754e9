// The file format machinery: parse, validate, migrate and serialize Hexfray files.
export type { FileError } from './fileError';
export { formatFileError, formatFileErrors, joinPath } from './fileError';
export type { FileFormat, FileSummary, FormatName, Migration } from './format';
export { MAX_FILE_BYTES, MAX_NESTING_DEPTH, MAX_SESSION_COMMANDS, formatBytes, formatBytesAgainst, tooLargeExpected } from './limits';
export type { BodyOf, FileBody } from './registry';
export { FORMATS, FORMAT_NAMES, formatOf, isFormatName } from './registry';
export type { ParseFileOptions, ParseFileResult, ParsedFile } from './parseFile';
export { parseFile, validateBody } from './parseFile';
export type { SerializeResult } from './serializeFile';
export { serializeFile } from './serializeFile';
export type { EncounterBody } from './formats/encounter';
export type { CharacterBody } from './formats/character';
export type { SessionBody } from './formats/session';
