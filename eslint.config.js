// Lint: TypeScript and Svelte recommended rules, plus the layer rules of ARCHITECTURE.md as
// import restrictions, so a forbidden import fails `npm test` with a message naming the rule.
import { readdirSync } from 'node:fs';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import { hotPathRules } from './eslint.hotPaths.js';

// Every game system's folder under shared/systems/ (one per entry of shared/systems/registry.ts),
// read from the disk so a new system's folder is fenced off from the others without editing this file.
const SYSTEM_FOLDERS = readdirSync(new URL('./shared/systems/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// no-restricted-imports sees import declarations only; this rule hands each `import('...')` with a
// literal path to that same rule as if it were `import '...'`, so one list of patterns fences both.
// A computed path cannot be checked, and is refused where the layer rules apply.
const restrictedImports = builtinRules.get('no-restricted-imports');
const layersPlugin = {
  rules: {
    'no-restricted-import-expressions': {
      meta: { ...restrictedImports.meta, docs: { description: 'no-restricted-imports for dynamic import()' } },
      create(context) {
        const inner = restrictedImports.create(context);
        return {
          ImportExpression(node) {
            const src = node.source;
            const path = src.type === 'Literal' ? src.value : src.type === 'TemplateLiteral' && src.expressions.length === 0 ? src.quasis[0].value.cooked : null;
            if (typeof path !== 'string') {
              context.report({ node, message: 'Layer rules: import() needs a literal path, so the layer rules can check it.' });
              return;
            }
            inner.ImportDeclaration({ ...node, type: 'ImportDeclaration', importKind: 'value', specifiers: [], attributes: [], source: { ...src, type: 'Literal', value: path } });
          },
        };
      },
    },
  },
};

// Each pattern is [globs or {regex}, why]; the message names the rule so a failure explains itself.
const layer = (name, patterns) => {
  const options = [
    'error',
    {
      patterns: patterns.map(([match, why]) => ({
        ...(Array.isArray(match) ? { group: match } : match),
        message: `Layer rule (${name}): ${why}`,
      })),
    },
  ];
  return { 'no-restricted-imports': options, 'layers/no-restricted-import-expressions': options };
};

const NODE_BUILTINS = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'crypto', 'http', 'net', 'url'];

// What no file of shared/ may import, whatever its tier.
const SHARED_BASE = [
  [['**/src-main/**', '**/src-main'], 'shared/ must not import src-main.'],
  [['**/src-renderer/**', '**/src-renderer'], 'shared/ must not import src-renderer.'],
  [['electron', 'electron/*'], 'shared/ must not import Electron.'],
  [['svelte', 'svelte/*', 'dexie'], 'shared/ must not import UI or browser storage libraries.'],
  [NODE_BUILTINS, 'shared/ must not import Node built-ins.'],
];

// One config per tier of shared/: the base rules plus the tiers above it, by folder name.
const sharedLayers = (tiers) => [
  { files: ['shared/**'], rules: { ...layer('shared is pure TypeScript', SHARED_BASE), '@typescript-eslint/no-explicit-any': 'error' } },
  ...tiers.map(([tier, above]) => ({
    files: [`shared/${tier}/**`],
    rules: {
      ...layer('shared is pure TypeScript', [
        ...SHARED_BASE,
        ...above.map((up) => [[`**/${up}/**`, `**/${up}`, `./${up}/**`], `shared/${tier} may import only the tiers below it, not shared/${up}.`]),
      ]),
      '@typescript-eslint/no-explicit-any': 'error',
    },
  })),
];

// The renderer's tiers, from the bottom: each folder of src-renderer/ may import only the folders of
// lower tiers (and shared/); folders of one tier never import each other. `labels` (words for the
// rules' codes) sits with `ui` at the bottom; `db` sits above `host` (its middleware strips reactive
// proxies with host's plain()); `boot` (what the windows run before they mount) tops them all.
const RENDERER_TIERS = [
  ['ui', 'labels'],
  ['map', 'host'],
  ['db'],
  ['state'],
  ['app'],
  ['systems'],
  ['gm', 'player'],
  ['boot'],
];

// What no file of src-renderer/ may import, whatever its tier.
const RENDERER_BASE = [
  [['**/src-main/**', '**/src-main'], 'src-renderer/ must not import src-main.'],
  [['electron', 'electron/*'], 'src-renderer/ must not import Electron.'],
  [NODE_BUILTINS, 'src-renderer/ must not import Node built-ins.'],
];

// What a folder of src-renderer/ may not import beyond its tier's rules. The players' pages (the TV
// and the phones) are served to the table: they load no engine, rules or sample data, which hold the
// GM's side of a fight; one import of a projection helper once carried all of it into their bundle.
const RENDERER_EXTRA = {
  player: [
    [
      ['engine', 'sim', 'systems', 'rules', 'export', 'files'].flatMap((t) => [`**/shared/${t}/**`, `**/shared/${t}`]).concat(['**/shared/projection/playerView', '**/shared/projection/playerLog', '**/shared/projection/deviceView']),
      "the players' pages load no engine, rules, samples or projection: import the leaf module the helper lives in (e.g. shared/projection/harmDetail).",
    ],
  ],
};

// A relative path into the renderer folder `folder` from anywhere below src-renderer/ (it climbs,
// then names the folder first: '../state/x', '../../app/y'; never a folder under shared/).
const intoRenderer = (folder) => ({ regex: `^(\\.\\./)+${folder}(/|$)` });

// A path into another system's room, rules core or adapter: '../vers/x', '../../systems/vers', '.../shared/rules/vers/y'.
const intoSystem = (id) => ({ regex: `^(\\.\\./){1,2}${id}(/|$)|(^|/)(systems|rules)/${id}(/|$)` });

const rendererLayers = () => [
  { files: ['src-renderer/**'], rules: layer('the renderer reaches main only through host/', RENDERER_BASE) },
  ...RENDERER_TIERS.flatMap((tier, level) => {
    const above = RENDERER_TIERS.slice(level + 1).flat();
    return tier.map((folder) => {
      const siblings = tier.filter((t) => t !== folder);
      const rules = [
        ...RENDERER_BASE,
        ...[...siblings, ...above].map((up) => [intoRenderer(up), `src-renderer/${folder} may import only the tiers below it, not src-renderer/${up}.`]),
        ...(RENDERER_EXTRA[folder] ?? []),
      ];
      return [
        { files: [`src-renderer/${folder}/**`], rules: layer('the renderer\'s tiers', rules) },
        ...(folder === 'systems'
          ? SYSTEM_FOLDERS.map((id) => ({
              files: [`src-renderer/systems/${id}/**`],
              rules: layer('the renderer\'s tiers', [
                ...rules,
                ...SYSTEM_FOLDERS.filter((other) => other !== id).map((other) => [intoSystem(other), `src-renderer/systems/${id} must not import another system (${other}: its room, shared/rules/${other} or shared/systems/${other}); share through the room contract or the registries.`]),
              ]),
            }))
          : []),
      ];
    }).flat();
  }),
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'test/layers/bad/**'] },
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  { plugins: { layers: layersPlugin } },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // shared/ is pure TypeScript, and inside it each tier imports only the tiers below it:
  // hex and dice, then rules, then model, then systems, then engine, then present (one vocabulary
  // for how a fight is shown), then projection, export and
  // sim. A system's folder never imports another system's.
  ...sharedLayers([
    ['hex', ['dice', 'rules', 'model', 'systems', 'engine', 'present', 'projection', 'export', 'sim', 'files', 'ipc']],
    ['dice', ['hex', 'rules', 'model', 'systems', 'engine', 'present', 'projection', 'export', 'sim', 'files', 'ipc']],
    ['rules', ['model', 'systems', 'engine', 'present', 'projection', 'export', 'sim', 'files', 'ipc']],
    ['model', ['systems', 'engine', 'present', 'projection', 'export', 'sim', 'files', 'ipc']],
    ['systems', ['engine', 'present', 'projection', 'export', 'sim', 'files', 'ipc']],
    ['engine', ['present', 'projection', 'export', 'sim', 'files', 'ipc']],
    ['present', ['systems', 'engine', 'projection', 'export', 'sim', 'files', 'ipc']],
    ['projection', ['sim', 'files', 'ipc']],
    ['export', ['sim', 'ipc']],
    ['sim', ['projection', 'export', 'files', 'ipc']],
  ]),
  ...SYSTEM_FOLDERS.map((id) => ({
    files: [`shared/systems/${id}/**`],
    rules: {
      ...layer('shared is pure TypeScript', [
        ...SHARED_BASE,
        ...['engine', 'present', 'projection', 'export', 'sim', 'files', 'ipc'].map((up) => [[`**/${up}/**`, `**/${up}`], `shared/systems may import only the tiers below it, not shared/${up}.`]),
        ...SYSTEM_FOLDERS
          .filter((other) => other !== id)
          .map((other) => [[`**/systems/${other}/**`, `**/systems/${other}`, `../${other}/**`, `../${other}`], `shared/systems/${id} must not import another system (shared/systems/${other}); share through shared/model or the registry.`]),
      ]),
      '@typescript-eslint/no-explicit-any': 'error',
    },
  })),
  // src-renderer/ reaches main only through host/, and inside it each tier imports only the tiers
  // below it (RENDERER_TIERS). Neither window imports the other's screens, and a system's room
  // never imports another system's room, rules or adapter.
  ...rendererLayers(),
  // src-main never imports the renderer: it reaches the windows through IPC and pushes only.
  {
    files: ['src-main/**'],
    rules: layer('main reaches the windows only through IPC', [
      [['**/src-renderer/**', '**/src-renderer'], 'src-main must not import src-renderer.'],
    ]),
  },
  {
    files: ['src-main/electron/preload.ts', 'src-main/electron/playerPreload.ts'],
    rules: layer('the preload imports only shared/ipc', [
      [{ regex: '^\\.(?!\\./\\.\\./shared/ipc/(channels|menu|playerPush)$)' }, 'the preload may import only electron, shared/ipc/channels, shared/ipc/menu and shared/ipc/playerPush.'],
      [NODE_BUILTINS, 'the preload may import only electron and shared/ipc.'],
    ]),
  },
  hotPathRules,
);
