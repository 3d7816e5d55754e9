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
  return { ...WAYLIGHTS_DEFAULTS, ...partial };
}
