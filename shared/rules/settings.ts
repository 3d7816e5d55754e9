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
  nearMissTension: true,
  coverModifierPerPoint: 0,
});

// Settings this module completed: completing one again hands it back as it is, since it already
// has every field. The rules pass completed settings down to helpers that complete them again
// (Waylights does so for every dice split it weighs), and copying them each time was a twentieth
// of a simulated fight. Not frozen: the UI's reactive state may wrap an encounter's settings.
const completed = new WeakSet<object>();

// The completion of each partial settings object seen (an encounter's, asked for on every attack),
// with a copy of what it held then: an object changed since is completed afresh, never served stale.
const completions = new WeakMap<object, { seen: Record<string, unknown>; value: object }>();

/** One level deep: members that are plain objects (VERS's dramatic range) are copied too. */
function snapshot(partial: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(partial)) out[k] = v !== null && typeof v === 'object' ? { ...v } : v;
  return out;
}

function unchanged(partial: object, seen: Record<string, unknown>): boolean {
  const now = partial as Record<string, unknown>;
  let count = 0;
  for (const k in now) {
    count++;
    const v = now[k];
    const was = seen[k];
    if (v === was) continue;
    if (v === null || typeof v !== 'object' || was === null || typeof was !== 'object') return false;
    const a = v as Record<string, unknown>;
    const b = was as Record<string, unknown>;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length || keys.some((x) => a[x] !== b[x])) return false;
  }
  return count === Object.keys(seen).length;
}

function complete<T extends object>(partial: object, build: () => T): T {
  if (completed.has(partial)) return partial as T;
  const hit = completions.get(partial);
  if (hit && unchanged(partial, hit.seen)) return hit.value as T;
  const value = build();
  completed.add(value);
  completions.set(partial, { seen: snapshot(partial), value });
  return value;
}

/** YAUGS settings with every omitted field taken from the RULES.md defaults. */
export function yaugsSettings(partial: Partial<YaugsSettings> = {}): YaugsSettings {
  return complete(partial, () => ({ ...YAUGS_DEFAULTS, ...partial }));
}

/** VERS settings with every omitted field taken from the RULES.md defaults. */
export function versSettings(partial: Partial<VersSettings> = {}): VersSettings {
  return complete(partial, () => ({
    ...VERS_DEFAULTS,
    ...partial,
    dramatic: { ...VERS_DEFAULTS.dramatic, ...(partial.dramatic ?? {}) },
  }));
}

/** Waylights settings with every omitted field taken from the RULES.md defaults. */
export function waylightsSettings(partial: Partial<WaylightsSettings> = {}): WaylightsSettings {
  return complete(partial, () => ({ ...WAYLIGHTS_DEFAULTS, ...partial }));
}
