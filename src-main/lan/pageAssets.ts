// The files the players' listener may serve: the devices' page and what it loads, found by walking
// the references of the built page (its scripts, their imports, their styles) through out/renderer.
// Anything else of the renderer (the GM's page and its code) is not on the list, so never served.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** The devices' page, as Vite builds it beside the GM's. */
export const DEVICE_PAGE = 'lan.html';

const REFERENCE = /(?:\.\/|assets\/)([A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:js|css|woff2|svg|png|webp))/g;

/** The page and its assets, as URL paths ('/assets/x.js'), mapped to their files; empty when the page is not built. */
export function pageAssets(rendererDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const page = join(rendererDir, DEVICE_PAGE);
  if (!existsSync(page)) return out;
  const queue: string[] = [page];
  const seen = new Set<string>(queue);
  while (queue.length) {
    const file = queue.shift()!;
    if (!/\.(html|js|css)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(REFERENCE)) {
      const name = m[1]!;
      const asset = join(rendererDir, 'assets', name);
      const top = join(rendererDir, name);
      const found = existsSync(asset) ? { url: `/assets/${name}`, file: asset } : file === page && existsSync(top) ? { url: `/${name}`, file: top } : null;
      if (!found || seen.has(found.file)) continue;
      seen.add(found.file);
      out.set(found.url, found.file);
      queue.push(found.file);
    }
  }
  return out;
}
