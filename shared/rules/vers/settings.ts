// The VERS settings of RULES.md (Settings and House defaults), with the documented defaults.

export type VersSettings = {
  tnBase: number;
  dramatic: { success: number; failure: number };
  multiAttackFirstFree: boolean;
  coverEquality: 'literal' | 'counterfactual';
  ndvAddsDoS: boolean;
  sameSideRoller: 'attacker' | 'gm';
};

export const VERS_DEFAULTS: Readonly<VersSettings> = Object.freeze({
  tnBase: 10,
  dramatic: Object.freeze({ success: 3, failure: 18 }),
  multiAttackFirstFree: true,
  coverEquality: 'literal',
  ndvAddsDoS: false,
  sameSideRoller: 'attacker',
});

/** VERS settings with every omitted field taken from the RULES.md defaults. */
export function versSettings(partial: Partial<VersSettings> = {}): VersSettings {
  return { ...VERS_DEFAULTS, ...partial, dramatic: { ...VERS_DEFAULTS.dramatic, ...(partial.dramatic ?? {}) } };
}
