// `hexfray`: the command-line tool (validate, replay, simulate).
import { exportCommand, replayCommand, simulateCommand, validateCommand, type Io } from './commands';
import { terminalSafe } from './terminalText';
import { importUvttCommand } from './importUvtt';
import { bundleCommand, unbundleCommand } from './bundleCommands';

const HELP: Record<string, string> = {
  '': `hexfray: Hexfray's command-line tool

  hexfray validate FILE...                     check encounter, character and session files
  hexfray replay SESSION [--verify]            replay a session, print rounds, events, digest
  hexfray simulate ENCOUNTER --runs N [--seed S] [--tactic builtin|advisor]
                                               play an encounter N times with a simple tactic
  hexfray export SESSION --format md|html|json [--out FILE] [--players]
                                               write the session log as Markdown, HTML or JSON
  hexfray import-uvtt MAP --hex-size PX --out FILE
                                               a Dungeondraft (Universal VTT) map onto hexes
  hexfray bundle ENCOUNTER --out FILE          an encounter and its images in one file
  hexfray unbundle BUNDLE --library DIR        a bundle into a library
  hexfray COMMAND --help                       help for one command`,
  validate: `hexfray validate FILE...

  Checks that each file is a valid Hexfray encounter, character or session file.
  Exit 0 when all are valid; otherwise exit 1 with one line per problem:
    FILE: field.path: what was expected`,
  replay: `hexfray replay SESSION [--verify]

  Replays a *.session.json file and prints the rounds, the number of events and the final
  digest. With --verify, exits 1 at the first command whose digest differs from the recorded one.`,
  simulate: `hexfray simulate ENCOUNTER --runs N [--seed S] [--tactic builtin|advisor]

  Plays the encounter N times to the end with a simple built-in tactic for every side (close in,
  attack the nearest, use cover when shooting) and prints each side's win rate with a 95%
  confidence interval, the mean and spread of rounds, and who is taken out most often.
  --seed S    base seed (default "hexfray"); run i uses "S#i", so any run can be replayed.
  --tactic T  who plays the players' side (the foes always play the built-in tactic):
              builtin (default), or advisor: move to the hex the step-here advisor rates best
              (best chance to harm there, less half the enemies' summed chance to harm it there)
              and make the attack it names.`,
  export: `hexfray export SESSION --format md|html|json [--out FILE] [--players]

  Writes the log of a *.session.json file:
    md     Markdown, readable in any notes app: combatants, then each round's events with
           every roll's faces, modifiers, total and outcome
    html   one self-contained, printable page (no scripts, nothing fetched) with the map at the
           start and at the end of each round, and the roll breakdowns; a session in a library's
           sessions/ folder shows its tokens' art from that library (never a hidden one's with --players)
    json   the session file itself (replayable)
  --out FILE   write to FILE instead of standard output
  --players    leave out everything GM-only: hidden combatants, GM notes, NPC numbers and sheets,
               GM-only entries. With --format json this writes the players' log and final view
               ("hexfray/player-log"), not a session: a replayable session holds everything.`,
  'import-uvtt': `hexfray import-uvtt MAP --hex-size PX [--offset X,Y] [--orientation pointy|flat] --out FILE
                   [--system ID] [--meters-per-hex M] [--library DIR]

  Reads a Universal VTT map (.dd2vtt, .uvtt, .df2vtt: Dungeondraft, DungeonFog, Dungeon Alchemist,
  Arkenforge; formats 0.2 and 0.3) and writes an encounter on a hex grid laid over its image:
  walls and object outlines snapped onto hex sides, doors (closed or open as the file says) and
  windows (portals under 3/4 of a grid cell). Prints each line's deviation: how far, in image
  pixels, its hex sides stray from the wall drawn in the map.
  --hex-size PX       how wide a hex is in the image (a grid cell's width puts one hex per cell)
  --offset X,Y        move the grid by X, Y pixels (default 0,0: the top-left hex at the corner)
  --orientation       pointy (default) or flat
  --system ID         the encounter's game system (default yaugs)
  --meters-per-hex M  the hex's size at the table (default 1.5, a five-foot square)
  --library DIR       where the image is kept, in DIR/assets (default: the library the encounter
                      is written into, the folder above encounters/, else the encounter's folder)`,
  bundle: `hexfray bundle LIBRARY/encounters/NAME.encounter.json --out FILE

  Writes one file (a .hexfray-bundle, a zip) holding the encounter and every image it uses, each
  with its SHA-256, to take it to another library: the app's Bundle button makes the same file.`,
  unbundle: `hexfray unbundle BUNDLE --library DIR [--taken rename|skip|replace]

  Imports a bundle into the library at DIR: every image checked against its hash and its type,
  then the encounter, validated as any file. When the library already has an encounter of that
  name, --taken says what to do: rename (keep both), skip, or replace (its last version stays in
  the backups); without it nothing is imported and the command says so. A bundle that holds
  anything else, more than it may, or a damaged image is refused whole.`,
};

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

/** Runs the CLI with `argv` (without node and the script) and returns the exit code. */
export async function runCli(argv: string[], rawIo: Io): Promise<number> {
  // Every line printed passes here: file names, names and values from files are not the CLI's own text.
  const io: Io = { out: (l) => rawIo.out(terminalSafe(l)), err: (l) => rawIo.err(terminalSafe(l)) };
  const [command = '', ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help' || command === '') {
    io.out(HELP['']!);
    return command === '' ? 2 : 0;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    const help = HELP[command];
    if (!help) {
      io.err(`hexfray: unknown command "${command}"\n\n${HELP['']}`);
      return 2;
    }
    io.out(help);
    return 0;
  }
  const positional = rest.filter((a, i) => !a.startsWith('--') && !(i > 0 && ['--runs', '--seed', '--tactic', '--format', '--out', '--hex-size', '--offset', '--orientation', '--system', '--meters-per-hex', '--library', '--taken'].includes(rest[i - 1]!)));
  switch (command) {
    case 'validate':
      return validateCommand(positional, io);
    case 'replay':
      return replayCommand(positional[0], rest.includes('--verify'), io);
    case 'simulate': {
      const runs = option(rest, '--runs');
      if (runs === undefined) {
        io.err('hexfray simulate: --runs N is required (hexfray simulate --help)');
        return 2;
      }
      return simulateCommand(positional[0], Number(runs), option(rest, '--seed') ?? 'hexfray', io, option(rest, '--tactic') ?? 'builtin');
    }
    case 'export':
      return exportCommand(positional[0], { format: option(rest, '--format'), out: option(rest, '--out'), players: rest.includes('--players') }, io);
    case 'import-uvtt':
      return importUvttCommand(positional[0], {
        hexSize: option(rest, '--hex-size'), offset: option(rest, '--offset'), orientation: option(rest, '--orientation'), out: option(rest, '--out'),
        system: option(rest, '--system'), metersPerHex: option(rest, '--meters-per-hex'), library: option(rest, '--library'),
      }, io);
    case 'bundle':
      return bundleCommand(positional[0], option(rest, '--out'), io);
    case 'unbundle':
      return unbundleCommand(positional[0], { library: option(rest, '--library'), taken: option(rest, '--taken') }, io);
    default:
      io.err(`hexfray: unknown command "${command}"\n\n${HELP['']}`);
      return 2;
  }
}
