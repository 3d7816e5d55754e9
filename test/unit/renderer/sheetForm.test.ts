// The quick-create form's state: a combatant's sheet to edit or a blank one, a sample that replaces
// the draft, and a blank form with the picker back on Blank after an add.
import { describe, expect, it } from 'vitest';
import { SheetForm } from '../../../src-renderer/systems/sheetForm.svelte';

type Draft = { name: string };
const parts = {
  parse: (x: unknown) => (typeof x === 'object' && x !== null && typeof (x as Draft).name === 'string' ? { ok: true as const, sheet: x as Draft } : { ok: false as const }),
  fromSheet: (s: Draft): Draft => ({ name: s.name }),
  blank: (): Draft => ({ name: '' }),
  check: (d: Draft) => ({ sheet: d.name ? d : null }),
};

describe('SheetForm', () => {
  it('starts from the sheet being edited, or blank when there is none or it does not read', () => {
    expect(new SheetForm(parts, { name: 'Kira' }).draft.name).toBe('Kira');
    expect(new SheetForm(parts, undefined).draft.name).toBe('');
    expect(new SheetForm(parts, 42).check.sheet).toBeNull();
  });

  it('follows what is typed, takes a picked sample, and starts blank after an add', () => {
    const form = new SheetForm(parts, undefined);
    form.draft.name = 'Reeve';
    expect(form.plain).toEqual({ name: 'Reeve' });
    expect(form.check.sheet).toEqual({ name: 'Reeve' });
    form.startFrom = 'sample-archer';
    form.pick({ name: 'Archer' });
    expect(form.draft.name).toBe('Archer');
    form.reset();
    expect(form.draft.name).toBe('');
    expect(form.startFrom).toBe('');
    expect(form.check.sheet).toBeNull();
  });
});
