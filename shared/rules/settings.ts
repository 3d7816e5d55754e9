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

// Settings this module completed: completing one again hands it back as it is, since it already
// has every field. The rules pass completed settings down to helpers that complete them again
// (Waylights does so for every dice split it weighs), and copying them each time was a twentieth
// of a simulated fight. Not frozen: the UI's reactive state may wrap an encounter's settings.
const completed = new WeakSet<object>();

function done<T extends object>(settings: T): T {
  completed.add(settings);
  return settings;
}

/** YAUGS settings with every omitted field taken from the RULES.md defaults. */
export function yaugsSettings(partial: Partial<YaugsSettings> = {}): YaugsSettings {
  if (completed.has(partial)) return partial as YaugsSettings;
  return done({ ...YAUGS_DEFAULTS, ...partial });
}

/** VERS settings with every omitted field taken from the RULES.md defaults. */
export function versSettings(partial: Partial<VersSettings> = {}): VersSettings {
  if (completed.has(partial)) return partial as VersSettings;
  return done({
    ...VERS_DEFAULTS,
    ...partial,
    dramatic: { ...VERS_DEFAULTS.dramatic, ...(partial.dramatic ?? {}) },
  });
}

/** Waylights settings with every omitted field taken from the RULES.md defaults. */
export function waylightsSettings(partial: Partial<WaylightsSettings> = {}): WaylightsSettings {
  if (completed.has(partial)) return partial as WaylightsSettings;
  return done({ ...WAYLIGHTS_DEFAULTS, ...partial });
}
