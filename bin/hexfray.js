#!/usr/bin/env node
// `npx hexfray` in a checkout runs the TypeScript source through tsx, so it is never stale; where
// tsx is not installed (a production install), the bundle that `npm run build` makes.
let tsx = null;
try {
  tsx = await import('tsx/esm/api');
} catch {
  // no dev dependencies: fall through to the bundle
}
if (tsx) {
  tsx.register();
  await import('../src-main/cli/bin.ts');
} else {
  await import('../out/cli/hexfray.js');
}
