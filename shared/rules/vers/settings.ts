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

function isComplete(p: Partial<VersSettings>): p is VersSettings {
  return p.tnBase !== undefined && p.dramatic?.success !== undefined && p.dramatic.failure !== undefined && p.multiAttackFirstFree !== undefined
    && p.coverEquality !== undefined && p.ndvAddsDoS !== undefined && p.sameSideRoller !== undefined;
}

/** VERS settings with every omitted field taken from the RULES.md defaults. */
export function versSettings(partial: Partial<VersSettings> = {}): VersSettings {
  // Complete settings (an encounter's, completed at load) are used as they are: the rules' hot loops pass them on every call.
  if (isComplete(partial)) return partial;
  return { ...VERS_DEFAULTS, ...partial, dramatic: { ...VERS_DEFAULTS.dramatic, ...(partial.dramatic ?? {}) } };
}
