// The Waylights settings of RULES.md (Settings and House defaults), with the documented defaults.

export type WaylightsSettings = {
  dieSize: number;
  poolSize: number;
  weaponBonusPerAttackDie: number;
  nearMissTension: boolean;
  coverModifierPerPoint: number;
};

export const WAYLIGHTS_DEFAULTS: Readonly<WaylightsSettings> = Object.freeze({
  dieSize: 6,
  poolSize: 3,
  weaponBonusPerAttackDie: 0,
  nearMissTension: true,
  coverModifierPerPoint: 0,
});

/** Waylights settings with every omitted field taken from the RULES.md defaults. */
export function waylightsSettings(partial: Partial<WaylightsSettings> = {}): WaylightsSettings {
  // Complete settings (an encounter's, completed at load) are used as they are: the rules' hot loops pass them on every call.
  if (partial.dieSize !== undefined && partial.poolSize !== undefined && partial.weaponBonusPerAttackDie !== undefined && partial.nearMissTension !== undefined && partial.coverModifierPerPoint !== undefined) return partial as WaylightsSettings;
  return { ...WAYLIGHTS_DEFAULTS, ...partial };
}
