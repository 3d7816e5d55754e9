// Proves the layer rules of ARCHITECTURE.md bite: deliberately bad files, placed (virtually) in
// the layer they break, must fail the type check or the lint with a message naming the rule.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const bad = (name: string) => readFileSync(join(root, 'test/layers/bad', name), 'utf8');

/** Type-checks `source` as if it were `shared/<name>`, with shared's own tsconfig. */
function typeCheckInShared(name: string, source: string): string[] {
  const configPath = join(root, 'shared/tsconfig.json');
  const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath));
  const probe = join(root, 'shared', name);
  const host = ts.createCompilerHost({ ...parsed.options, noEmit: true });
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (f) => f === probe || ts.sys.fileExists(f);
  host.readFile = (f) => (f === probe ? source : readFile(f));
  host.getSourceFile = (f, lang, onError, create) =>
    f === probe ? ts.createSourceFile(f, source, lang) : getSourceFile(f, lang, onError, create);
  const program = ts.createProgram({ rootNames: [probe], options: { ...parsed.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false }, host });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

async function lintAs(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath: join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer rules', () => {
  it('shared/ cannot use the DOM or Node globals (type check)', () => {
    const errors = typeCheckInShared('__probe_dom__.ts', bad('shared-uses-dom-and-node.ts'));
    expect(errors).toEqual(expect.arrayContaining([
      expect.stringContaining("Cannot find name 'document'"),
      expect.stringContaining("Cannot find name 'window'"),
      expect.stringContaining("Cannot find name 'process'"),
    ]));
  });

  it('shared/ cannot import fs (type check and lint)', async () => {
    const errors = typeCheckInShared('__probe_fs__.ts', bad('shared-imports-fs.ts'));
    expect(errors.join('\n')).toMatch(/Cannot find (module|name) 'fs'/);
    const lint = await lintAs('shared/__probe_fs__.ts', bad('shared-imports-fs.ts'));
    expect(lint.join('\n')).toContain('Layer rule (shared is pure TypeScript): shared/ must not import Node built-ins.');
  });

  it('a clean shared file passes the same check, so the probe itself is sound', () => {
    expect(typeCheckInShared('__probe_ok__.ts', 'export const x: number = Math.max(1, 2);\n')).toEqual([]);
  });

  it('src-renderer cannot import src-main (lint names the rule)', async () => {
    const lint = await lintAs('src-renderer/__probe__.ts', bad('renderer-imports-main.ts'));
    expect(lint.join('\n')).toContain('Layer rule (the renderer reaches main only through host/): src-renderer/ must not import src-main.');
  });

  it('shared cannot import src-renderer or src-main (lint names the rule)', async () => {
    const lint = (await lintAs('shared/__probe__.ts', bad('shared-imports-renderer.ts'))).join('\n');
    expect(lint).toContain('shared/ must not import src-renderer.');
    expect(lint).toContain('shared/ must not import src-main.');
  });

  it('the preload may import only electron and the channel list', async () => {
    const lint = (await lintAs('src-main/electron/preload.ts', "import { createHandlers } from '../handlers';\nimport { readdirSync, readFileSync } from 'node:fs';\nexport const x = [createHandlers, readFileSync];\n")).join('\n');
    expect(lint).toContain('Layer rule (the preload imports only shared/ipc)');
    expect(lint.match(/Layer rule/g)?.length).toBe(2);
  });

  it("the players' pages load no engine or projection (lint names the rule), only the leaf helpers", async () => {
    const lint = (await lintAs('src-renderer/player/__probe__.ts', "import { harmDetailBeyond } from '../../shared/projection/playerView';\nimport { reduce } from '../../shared/engine';\nexport const x = [harmDetailBeyond, reduce];\n")).join('\n');
    expect(lint.match(/the players' pages load no engine, rules, samples or projection/g)).toHaveLength(2);
    const leaf = await lintAs('src-renderer/player/lan/__probe__.ts', "import { harmDetailBeyond } from '../../../shared/projection/harmDetail';\nexport const x = harmDetailBeyond;\n");
    expect(leaf).toEqual([]);
  });

  it('the same import is allowed where the layers permit it', async () => {
    const lint = await lintAs('src-main/__probe__.ts', "import { dispatch } from '../shared/ipc';\nexport const d = dispatch;\n");
    expect(lint).toEqual([]);
  });

  // Inside shared/: each tier imports only the tiers below it, and no system imports another.
  it.each([
    ['shared/hex/__probe__.ts', "import { rollDie } from '../rules/yaugs/target';\nexport const x = rollDie;\n", 'shared/hex may import only the tiers below it, not shared/rules.'],
    ['shared/rules/__probe__.ts', "import { reduce } from '../engine/reducer';\nexport const x = reduce;\n", 'shared/rules may import only the tiers below it, not shared/engine.'],
    ['shared/model/__probe__.ts', "import { adapterFor } from '../systems/registry';\nexport const x = adapterFor;\n", 'shared/model may import only the tiers below it, not shared/systems.'],
    // Not even a type: the model is generic over the system, which reaches it through the catalog it augments.
    ['shared/model/__probe__.ts', "import type { SystemAdapter } from '../systems/definition';\nexport type X = SystemAdapter;\n", 'shared/model may import only the tiers below it, not shared/systems.'],
    ['shared/model/__probe__.ts', "import type { YaugsSchemas } from '../systems/yaugs/schemas';\nexport type X = YaugsSchemas;\n", 'shared/model may import only the tiers below it, not shared/systems.'],
    ['shared/systems/__probe__.ts', "import { reduce } from '../engine';\nexport const x = reduce;\n", 'shared/systems may import only the tiers below it, not shared/engine.'],
    ['shared/engine/__probe__.ts', "import { simulate } from '../sim/simulate';\nexport const x = simulate;\n", 'shared/engine may import only the tiers below it, not shared/sim.'],
    ['shared/systems/vers/__probe__.ts', "import { raiseOq } from '../yaugs/raiseOq';\nexport const x = raiseOq;\n", 'shared/systems/vers must not import another system (shared/systems/yaugs)'],
    ['shared/systems/yaugs/__probe__.ts', "import type { VersMark } from '../vers/schemas';\nexport type X = VersMark;\n", 'shared/systems/yaugs must not import another system (shared/systems/vers)'],
  ])('%s: the tier rule bites', async (file, source, message) => {
    const lint = (await lintAs(file, source)).join('\n');
    expect(lint).toContain(message);
  });

  it('an import down the tiers is allowed', async () => {
    expect(await lintAs('shared/engine/__probe__.ts', "import { adapterFor } from '../systems/registry';\nimport { hexDistance } from '../hex';\nexport const x = [adapterFor, hexDistance];\n")).toEqual([]);
    expect(await lintAs('shared/systems/vers/__probe__.ts', "import { areEnemies } from '../../model/query';\nexport const x = areEnemies;\n")).toEqual([]);
  });
});

// Inside src-renderer/: the tier table of eslint.config.js, each rule proved on a probe file.
describe('the renderer\u2019s tiers', () => {
  // Bottom to top, as eslint.config.js lists them; folders of one tier never import each other.
  const TIERS = [['ui', 'labels'], ['map', 'host'], ['db'], ['state'], ['app'], ['systems'], ['gm', 'player'], ['boot']];
  const probe = (folder: string) => `src-renderer/${folder}/__probe__.ts`;
  const importing = (folder: string) => `import * as m from '../${folder}/x';\nexport const x = m;\n`;

  it('the table holds every folder of src-renderer/ that has code', () => {
    const folders = readdirSync(join(root, 'src-renderer'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !['public', 'styles'].includes(d.name))
      .map((d) => d.name);
    expect([...folders].sort()).toEqual(TIERS.flat().sort());
  });

  it('each folder may import every tier below it and none above it or beside it', async () => {
    for (const [level, tier] of TIERS.entries()) {
      for (const folder of tier) {
        const below = TIERS.slice(0, level).flat();
        const notBelow = TIERS.flat().filter((f) => f !== folder && !below.includes(f));
        for (const down of below) expect(await lintAs(probe(folder), importing(down)), `${folder} -> ${down}`).toEqual([]);
        for (const up of notBelow) {
          expect((await lintAs(probe(folder), importing(up))).join('\n'), `${folder} -> ${up}`).toContain(`Layer rule (the renderer's tiers): src-renderer/${folder} may import only the tiers below it, not src-renderer/${up}.`);
        }
      }
    }
  });

  it('a tier rule bites on a static import and on import() alike, deeper in a folder too', async () => {
    const lint = (await lintAs('src-renderer/state/__probe__.ts', bad('renderer-state-imports-app.ts'))).join('\n');
    expect(lint).toContain("no-restricted-imports: '../app/actions' import is restricted");
    expect(lint).toContain("layers/no-restricted-import-expressions: '../app/keyboard' import is restricted");
    expect(lint.match(/src-renderer\/state may import only the tiers below it, not src-renderer\/app\./g)).toHaveLength(2);
    const deep = (await lintAs('src-renderer/gm/combat/__probe__.ts', "export const x = () => import('../../boot/gmWindow');\n")).join('\n');
    expect(deep).toContain('src-renderer/gm may import only the tiers below it, not src-renderer/boot.');
    // In a component's script as in a module.
    const component = (await lintAs('src-renderer/app/__probe__.svelte', "<script lang=\"ts\">\n  import X from '../gm/GmWindow.svelte';\n  const later = () => import('../boot/gmWindow');\n  export { X, later };\n</script>\n")).join('\n');
    expect(component).toContain('src-renderer/app may import only the tiers below it, not src-renderer/gm.');
    expect(component).toContain('layers/no-restricted-import-expressions: \'../boot/gmWindow\' import is restricted');
    // A folder of shared/ that shares a name with a renderer tier is no renderer tier.
    expect(await lintAs('src-renderer/ui/__probe__.ts', "import type { CombatState } from '../../shared/model/state';\nexport type X = CombatState;\n")).toEqual([]);
  });

  it('a system\u2019s room imports no other system\u2019s room, rules core or adapter, and may import its own and the rooms\u2019 shared parts', async () => {
    const lint = (await lintAs('src-renderer/systems/yaugs/__probe__.ts', bad('renderer-room-imports-other-system.ts'))).join('\n');
    for (const [spec, other] of [['../vers', 'vers'], ['../../../shared/rules/vers/settings', 'vers'], ['../../../shared/systems/vers', 'vers'], ['../waylights/stepSplit', 'waylights']]) {
      expect(lint).toContain(`'${spec}' import is restricted from being used by a pattern. Layer rule (the renderer's tiers): src-renderer/systems/yaugs must not import another system (${other}:`);
    }
    expect(await lintAs('src-renderer/systems/yaugs/__probe__.ts', "import { YAUGS_DEFAULTS } from '../../../shared/rules/yaugs/settings';\nimport { yaugsSystem } from '../../../shared/systems/yaugs';\nimport { freeAdjacent } from '../freeAdjacent';\nimport { roomOf } from '../../state/roomRegistry';\nexport const x = [YAUGS_DEFAULTS, yaugsSystem, freeAdjacent, roomOf];\n")).toEqual([]);
  });

  it('src-main never imports src-renderer, statically or by import()', async () => {
    const lint = (await lintAs('src-main/__probe__.ts', bad('main-imports-renderer.ts'))).join('\n');
    expect(lint.match(/Layer rule \(main reaches the windows only through IPC\): src-main must not import src-renderer\./g)).toHaveLength(2);
  });

  it('an import() with a computed path is refused, since no rule could check it', async () => {
    const lint = (await lintAs('src-renderer/gm/__probe__.ts', bad('computed-import.ts'))).join('\n');
    expect(lint).toContain('layers/no-restricted-import-expressions: Layer rules: import() needs a literal path, so the layer rules can check it.');
    expect(await lintAs('src-renderer/gm/__probe__.ts', "export const x = () => import('../state/roomRegistry');\n")).toEqual([]);
  });

  it('import() is fenced in shared/ too, by the same patterns', async () => {
    const lint = (await lintAs('shared/engine/__probe__.ts', "export const x = () => import('../sim/simulate');\n")).join('\n');
    expect(lint).toContain('shared/engine may import only the tiers below it, not shared/sim.');
  });
});
