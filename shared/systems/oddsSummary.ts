// The odds of an attack gathered into the few outcomes a GM reads at a glance, in one line:
// "hit 16% · cover takes it 59% · miss 25%". Each system says which of its outcomes go together.
import type { PreviewCommon } from '../rules/preview';

/** Sums the outcomes into groups by `groupOf` (null leaves an outcome out), keeping the groups' first-seen order and dropping empty ones. */
export function gather(preview: PreviewCommon, groupOf: (id: string) => string | null): { label: string; probability: number }[] {
  const groups = new Map<string, number>();
  for (const o of preview.outcomes) {
    const g = groupOf(o.id);
    if (g !== null) groups.set(g, (groups.get(g) ?? 0) + o.probability);
  }
  return [...groups].filter(([, p]) => p > 0).map(([label, probability]) => ({ label, probability }));
}
