// The library is a facade over modules with one job each; an import loop between them (as
// listingIndex.ts and library.ts once had) makes load order matter and hides which owns what.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DIR = new URL('../../../src-main/library/', import.meta.url).pathname;

function localImports(file: string): string[] {
  const text = readFileSync(join(DIR, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)[^'"]*from '\.\/([^']+)'/gm)].map((m) => `${m[1]}.ts`);
}

describe('src-main/library modules', () => {
  it('import each other without a loop', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
    const graph = new Map(files.map((f) => [f, localImports(f)]));
    const loops: string[] = [];
    const visit = (f: string, stack: string[]) => {
      if (stack.includes(f)) return void loops.push([...stack.slice(stack.indexOf(f)), f].join(' -> '));
      for (const next of graph.get(f) ?? []) visit(next, [...stack, f]);
    };
    for (const f of files) visit(f, []);
    expect(loops).toEqual([]);
  });

  it('the CLI reads files with the library reader', () => {
    expect(readFileSync(new URL('../../../src-main/cli/readFile.ts', import.meta.url), 'utf8')).toMatch(/from '\.\.\/library\/fileReader'/);
  });
});
