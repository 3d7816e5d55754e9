// The YAUGS settings of RULES.md (Settings and House defaults), with the documented defaults.

export type YaugsSettings = {
  marginalFailureWidth: 'example' | 'literal';
  coverModifierPerPoint: number;
};

export const YAUGS_DEFAULTS: Readonly<YaugsSettings> = Object.freeze({
  marginalFailureWidth: 'example',
  coverModifierPerPoint: 0,
});

/** YAUGS settings with every omitted field taken from the RULES.md defaults. */
export function yaugsSettings(partial: Partial<YaugsSettings> = {}): YaugsSettings {
  return { ...YAUGS_DEFAULTS, ...partial };
}
