// No module of the app imports itself through others. A loop makes load order matter (a value
// read before its module ran is undefined) and hides which module owns what. Counted by the imports
// that load code; a loop through type-only imports runs no code, and a Svelte app has them by
// nature (components take the app state's type, which reaches them through the systems' rooms).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE = ['shared', 'src-main', 'src-renderer'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(p);
    return /\.(ts|svelte)$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The file a relative specifier names, as Vite and tsc resolve it here; null when none exists. */
function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const p of [base, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(p) && statSync(p).isFile()) return p;
  return null;
}

/**
 * The files `file` imports by relative path, statically (import, export from, bare import); with
 * `types`, also those it takes only types from (`import type`, or every name marked `type`).
 */
function importsOf(file: string, types = false): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^\s*((?:import|export)\b[^'"`;]*?)from\s*'(\.[^']+)'|^\s*import\s+'(\.[^']+)'/gm)]
    .filter((m) => types || m[3] !== undefined || !typeOnly(m[1]!))
    .map((m) => m[2] ?? m[3]!);
  return specs.map((s) => resolveImport(file, s)).filter((p): p is string => p !== null);
}

/** Whether an import's clause (`import type { A }`, `import { type A, type B }`) takes types alone. */
function typeOnly(clause: string): boolean {
  const c = clause.trim();
  if (/^(?:import|export)\s+type\b/.test(c)) return true;
  // A default or namespace import takes a value.
  if (!/^(?:import|export)\s*\{/.test(c)) return false;
  const names = c.slice(c.indexOf('{') + 1, c.lastIndexOf('}')).split(',').map((n) => n.trim()).filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** Every loop of `graph`, each once, as the files around it from the first found. */
function loopsIn(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const loops: string[][] = [];
  const seen = new Set<string>();
  const done = new Set<string>();
  const visit = (f: string, stack: string[]) => {
    const at = stack.indexOf(f);
    if (at !== -1) {
      const loop = stack.slice(at);
      const key = [...loop].sort().join('|');
      if (!seen.has(key)) {
        seen.add(key);
        loops.push([...loop, f]);
      }
      return;
    }
    if (done.has(f)) return;
    for (const next of graph.get(f) ?? []) visit(next, [...stack, f]);
    done.add(f);
  };
  for (const f of graph.keys()) visit(f, []);
  return loops;
}

describe('import loops', () => {
  it('the check finds a loop, and only loops', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['d']],
    ]);
    expect(loopsIn(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(loopsIn(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('it reads the shapes imports take here, telling type-only ones apart', () => {
    const rel = (files: string[]) => files.map((p) => relative(root, p));
    const actions = join(root, 'src-renderer/app/appActions.ts');
    // A value import; type-only ones (the action's type, the app state's, a rune module) only when asked.
    expect(rel(importsOf(actions))).toContain('src-renderer/app/fightActions.ts');
    expect(rel(importsOf(actions))).not.toContain('src-renderer/app/action.ts');
    expect(rel(importsOf(actions, true))).toEqual(expect.arrayContaining(['src-renderer/app/action.ts', 'src-renderer/state/app.svelte.ts']));
    // A folder's index, and a mixed import (`import { a, type B }`) that loads code.
    expect(rel(importsOf(join(root, 'shared/sim/autoplay.ts')))).toContain('shared/hex/index.ts');
    expect(typeOnly('import { a, type B } ')).toBe(false);
    expect(typeOnly('import { type A, type B } ')).toBe(true);
    expect(typeOnly('import X, { type A } ')).toBe(false);
    expect(typeOnly('export type { A } ')).toBe(true);
  });

  it('no module of shared/, src-main or src-renderer imports itself through others', () => {
    const files = SOURCE.flatMap((d) => sourceFiles(join(root, d)));
    const graph = new Map(files.map((f) => [f, importsOf(f)]));
    expect(loopsIn(graph).map((loop) => loop.map((f) => relative(root, f)).join(' -> '))).toEqual([]);
  });
});
