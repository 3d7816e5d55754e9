// The per-system settings of RULES.md, with the documented defaults. Every result that depends on
// a setting records the full resolved settings object it used, so no setting changes silently.

export type YaugsSettings = {
  marginalFailureWidth: 'example' | 'literal';
  coverModifierPerPoint: number;
};

export type VersSettings = {
  tnBase: number;
  dramatic: { success: number; failure: number };
  multiAttackFirstFree: boolean;
  coverEquality: 'literal' | 'counterfactual';
  ndvAddsDoS: boolean;
  sameSideRoller: 'attacker' | 'gm';
};

export type WaylightsSettings = {
  dieSize: number;
  poolSize: number;
  weaponBonusPerAttackDie: number;
  nearMissTension: boolean;
  coverModifierPerPoint: number;
};

export const YAUGS_DEFAULTS: Readonly<YaugsSettings> = Object.freeze({
  marginalFailureWidth: 'example',
  coverModifierPerPoint: 0,
});

export const VERS_DEFAULTS: Readonly<VersSettings> = Object.freeze({
  tnBase: 10,
  dramatic: Object.freeze({ success: 3, failure: 18 }),
  multiAttackFirstFree: true,
  coverEquality: 'literal',
  ndvAddsDoS: false,
  sameSideRoller: 'attacker',
});

export const WAYLIGHTS_DEFAULTS: Readonly<WaylightsSettings> = Object.freeze({
  dieSize: 6,
  poolSize: 3,
  weaponBonusPerAttackDie: 0,
  nearMissTension: false,
  coverModifierPerPoint: 0,
});

/** YAUGS settings with every omitted field taken from the RULES.md defaults. */
export function yaugsSettings(partial: Partial<YaugsSettings> = {}): YaugsSettings {
  return { ...YAUGS_DEFAULTS, ...partial };
}

/** VERS settings with every omitted field taken from the RULES.md defaults. */
export function versSettings(partial: Partial<VersSettings> = {}): VersSettings {
  return {
    ...VERS_DEFAULTS,
    ...partial,
    dramatic: { ...VERS_DEFAULTS.dramatic, ...(partial.dramatic ?? {}) },
  };
}

/** Waylights settings with every omitted field taken from the RULES.md defaults. */
export function waylightsSettings(partial: Partial<WaylightsSettings> = {}): WaylightsSettings {
  return { ...WAYLIGHTS_DEFAULTS, ...partial };
}
