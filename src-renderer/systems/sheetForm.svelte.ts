// What every system's quick-create form holds the same way: the draft being typed (from a sheet
// when a combatant is edited, blank otherwise), its plain copy and the system's check of it, and
// the sample picker. A sample picked replaces the draft; after an add the form starts blank again.
// Each form brings its system's draft functions; the fields themselves stay in its room.

export type SheetFormParts<D, S, C> = {
  /** The sheet an input holds, or not (a sample, a combatant's sheet). */
  parse(input: unknown): { ok: true; sheet: S } | { ok: false };
  fromSheet(sheet: S): D;
  blank(): D;
  /** The system's check of a plain draft: the sheet it makes, or what is wrong field by field. */
  check(plain: D): C;
};

export class SheetForm<D, S, C> {
  draft: D;
  /** The sample picker's choice: back on Blank after an add. */
  startFrom = $state('');
  readonly plain: D;
  readonly check: C;
  private readonly parts: SheetFormParts<D, S, C>;

  constructor(parts: SheetFormParts<D, S, C>, initial: unknown) {
    this.parts = parts;
    this.draft = $state(this.fromSheet(initial ?? null));
    this.plain = $derived($state.snapshot(this.draft) as D);
    this.check = $derived(this.parts.check(this.plain));
  }

  /** Starts over from a picked sample's sheet. */
  pick(sheet: unknown): void {
    this.draft = this.fromSheet(sheet);
  }

  /** After an add: a blank character, and the sample picker back on Blank. */
  reset(): void {
    this.draft = this.fromSheet(null);
    this.startFrom = '';
  }

  private fromSheet(sheet: unknown): D {
    const r = sheet === null ? null : this.parts.parse(sheet);
    return r?.ok ? this.parts.fromSheet(r.sheet) : this.parts.blank();
  }
}
