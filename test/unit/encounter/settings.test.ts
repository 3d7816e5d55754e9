// Settings are completed with the RULES.md defaults wherever a rule reads them; the completion is
// kept per settings object, so it must follow any change to that object and never serve it stale.
import { describe, expect, it } from 'vitest';
import { VERS_DEFAULTS, versSettings } from '../../../shared/rules/vers/settings';
import { waylightsSettings } from '../../../shared/rules/waylights/settings';
import { yaugsSettings } from '../../../shared/rules/yaugs/settings';

describe('settings completion', () => {
  it('fills every omitted field with its default and keeps what was given', () => {
    expect(versSettings({ tnBase: 12 })).toEqual({ ...VERS_DEFAULTS, tnBase: 12, dramatic: { ...VERS_DEFAULTS.dramatic } });
    expect(versSettings({ dramatic: { success: 4, failure: 17 } }).dramatic).toEqual({ success: 4, failure: 17 });
    expect(waylightsSettings({ poolSize: 5 }).poolSize).toBe(5);
    expect(yaugsSettings().marginalFailureWidth).toBe('example');
  });

  it('follows a settings object changed in place (a GM editing an encounter), nested members included', () => {
    const partial: { tnBase?: number; dramatic?: { success: number; failure: number } } = { tnBase: 11 };
    expect(versSettings(partial).tnBase).toBe(11);
    partial.tnBase = 9;
    expect(versSettings(partial).tnBase).toBe(9);
    partial.dramatic = { success: 5, failure: 16 };
    expect(versSettings(partial).dramatic.success).toBe(5);
    partial.dramatic.success = 2;
    expect(versSettings(partial).dramatic.success).toBe(2);
    delete partial.tnBase;
    expect(versSettings(partial).tnBase).toBe(VERS_DEFAULTS.tnBase);
  });

  it('completing complete settings changes nothing', () => {
    const full = waylightsSettings({ dieSize: 8 });
    expect(waylightsSettings(full)).toEqual(full);
    expect(versSettings(versSettings({ ndvAddsDoS: true })).ndvAddsDoS).toBe(true);
  });
});
