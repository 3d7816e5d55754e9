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
  // Complete settings (an encounter's, completed at load) are used as they are: the rules' hot loops pass them on every call.
  if (partial.marginalFailureWidth !== undefined && partial.coverModifierPerPoint !== undefined) return partial as YaugsSettings;
  return { ...YAUGS_DEFAULTS, ...partial };
}
