// Where the library lives: a --library flag beats the HEXFRAY_LIBRARY variable, which beats the
// setting saved in preferences, which beats <documents>/Hexfray.
import { join, resolve } from 'node:path';

/** Inputs to resolveLibraryRoot; empty strings count as absent. */
export type LibraryRootInputs = {
  readonly flag?: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly setting?: string;
  /** The OS documents folder (Electron's app.getPath('documents'), or the home folder on the web host). */
  readonly documentsDir: string;
};

/** The library folder, as an absolute path, by precedence flag > HEXFRAY_LIBRARY > setting > default. */
export function resolveLibraryRoot(inputs: LibraryRootInputs): string {
  const pick = [inputs.flag, inputs.env?.['HEXFRAY_LIBRARY'], inputs.setting].find((v) => v !== undefined && v.trim() !== '');
  return resolve(pick ?? join(inputs.documentsDir, 'Hexfray'));
}

/** The value of `--library <dir>` or `--library=<dir>` in a command line, if present. */
export function libraryFlagFromArgv(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--library') return argv[i + 1];
    if (a.startsWith('--library=')) return a.slice('--library='.length);
  }
  return undefined;
}
