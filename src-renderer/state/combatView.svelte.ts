// What the fight screen shows, as view state (never a command, never in a file): the side
// column's open panel, the roll banner folded to one line or open (a view preference, remembered
// in the browser between runs), and a request for the Combatant panel to put the caret in its
// condition field. The app keeps one, so registry actions (keys, help, buttons) can open a panel.

const BANNER_KEY = 'hexfray.view.rollBanner';

/** A window shorter than this (CSS pixels) starts with the roll banner folded. */
const SHORT_SCREEN = 800;

/** The panel the side column opens on. */
export const FIRST_PANEL = 'attack';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // A browser that refuses storage (privacy settings) still folds the banner for this run.
    return null;
  }
}

export class CombatView {
  /** The id of the side panel shown (see gm/combat/panels.ts). */
  tab = $state(FIRST_PANEL);
  /** The roll banner shows one line: the dice and the result, nothing else. */
  bannerFolded = $state(false);
  /** The condition field should take the caret as soon as the Combatant panel shows it. */
  conditionWanted = $state(false);

  constructor(
    private readonly store: Storage | null = storage(),
    screenHeight: number = globalThis.innerHeight ?? 1080,
  ) {
    // Until the GM chooses, a short window (720 px) starts folded: there the open banner would
    // push the attack panel's controls below the fold.
    const saved = store?.getItem(BANNER_KEY);
    this.bannerFolded = saved ? saved === 'folded' : screenHeight < SHORT_SCREEN;
  }

  show(tab: string): void {
    this.tab = tab;
  }

  /** Folds or opens the roll banner, and remembers the choice for the next run. */
  foldBanner(folded = !this.bannerFolded): void {
    this.bannerFolded = folded;
    try {
      this.store?.setItem(BANNER_KEY, folded ? 'folded' : 'open');
    } catch {
      // Storage full or refused: the choice holds for this run only.
    }
  }

  /** Opens the Combatant panel with the caret in its condition field. */
  askCondition(): void {
    this.tab = 'combatant';
    this.conditionWanted = true;
  }

  /** The panel took the request (its field has the caret). */
  conditionTaken(): void {
    this.conditionWanted = false;
  }
}
