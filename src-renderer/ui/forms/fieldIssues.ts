// Sorts a sheet's validation issues onto the fields of a quick-create form, so every message sits
// beside the input it is about; issues in parts of the sheet the form does not show (kept from a
// sample) are collected apart, so the GM still learns why the character cannot be added.

/** One validation issue as zod reports it: where in the sheet, and what is wrong. */
export type SheetIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message for each form field, and the messages no field shows. */
export type FieldIssues<K extends string> = { fields: Partial<Record<K, string>>; other: string[] };

/** The validated sheet when the draft is valid, else null; with the messages by field either way. */
export type DraftCheck<S, K extends string> = FieldIssues<K> & { sheet: S | null };

/** Assigns each issue to the field with the longest sheet path that holds it (e.g. `weapons.0.ranges`). */
export function issuesByField<K extends string>(issues: readonly SheetIssue[], fields: Readonly<Record<K, string>>): FieldIssues<K> {
  const out: FieldIssues<K> = { fields: {}, other: [] };
  const entries = Object.entries(fields) as [K, string][];
  for (const issue of issues) {
    const at = issue.path.map(String).join('.');
    let best: K | null = null;
    let bestLength = -1;
    for (const [key, path] of entries) {
      const holds = at === path || at.startsWith(`${path}.`);
      if (holds && path.length > bestLength) {
        best = key;
        bestLength = path.length;
      }
    }
    if (best === null) out.other.push(issue.message);
    else out.fields[best] ??= issue.message;
  }
  return out;
}
