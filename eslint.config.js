// Lint: TypeScript and Svelte recommended rules, plus the layer rules of ARCHITECTURE.md as
// import restrictions, so a forbidden import fails `npm test` with a message naming the rule.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import { hotPathRules } from './eslint.hotPaths.js';

// Every game system's folder under shared/systems/ (one per entry of shared/systems/registry.ts),
// read from the disk so a new system's folder is fenced off from the others without editing this file.
const SYSTEM_FOLDERS = readdirSync(new URL('./shared/systems/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Each pattern is [globs or {regex}, why]; the message names the rule so a failure explains itself.
const layer = (name, patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map(([match, why]) => ({
        ...(Array.isArray(match) ? { group: match } : match),
        message: `Layer rule (${name}): ${why}`,
      })),
    },
  ],
});

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

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'test/layers/bad/**'] },
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
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
  {
    files: ['src-renderer/**'],
    rules: layer('the renderer reaches main only through host/', [
      [['**/src-main/**', '**/src-main'], 'src-renderer/ must not import src-main.'],
      [['electron', 'electron/*'], 'src-renderer/ must not import Electron.'],
      [NODE_BUILTINS, 'src-renderer/ must not import Node built-ins.'],
    ]),
  },
  {
    files: ['src-main/electron/preload.ts', 'src-main/electron/playerPreload.ts'],
    rules: layer('the preload imports only shared/ipc', [
      [{ regex: '^\\.(?!\\./\\.\\./shared/ipc/(channels|menu)$)' }, 'the preload may import only electron, shared/ipc/channels and shared/ipc/menu.'],
      [NODE_BUILTINS, 'the preload may import only electron and shared/ipc.'],
    ]),
  },
  hotPathRules,
);
