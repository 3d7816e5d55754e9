// The library folder on disk, for the handlers of both hosts.
export { Library } from './library';
export type { LibraryEntry, LibraryEntryBroken, LibraryEntryOk, LibraryOptions, OpenedFile, SaveOptions, Saved, TrashItem } from './library';
export type { LibraryChange } from './watchFolders';
export type { LibraryError, LibraryErrorCode, Failure } from './libraryError';
export type { FsOps } from './fsOps';
export { nodeFsOps } from './fsOps';
export type { LibraryKind } from './kinds';
export { LIBRARY_KINDS, isLibraryKind, parseId } from './kinds';
export { libraryFlagFromArgv, resolveLibraryRoot } from './libraryRoot';
export type { LibraryRootInputs } from './libraryRoot';
