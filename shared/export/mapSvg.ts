// A map snapshot as inline SVG: the board, walls, difficult ground, cover, edges on sides, and tokens (bigger bodies over all their hexes) with their
// art (clipped inside them, the side's colour kept as a ring) or initials in the side's colour (the same colour-blind-safe palette as the app's map). Light
// colours so it prints well; every label is escaped.
import { BODY_DISC_SCALE, bodyCentre, hexCorners, hexToPixel, makeLayout, mapHexes, type Hex, type Layout, type Point } from '../hex';
import { escapeHtml as esc } from './escape';
import type { DocEdge, DocSnapshot, DocToken } from './exportDoc';
import { initials, SIDE_COLORS } from '../present/vocabulary';

const HEX = 18;
const C = {
  board: '#f6f3ec',
  grid: '#cfc8b8',
  wall: '#5d6168',
  difficult: '#e3d3ad',
  difficultDot: '#9c8350',
  cover: '#b9d8b3',
  coverEdge: '#4f8a4f',
  text: '#1d2127',
  out: '#9aa0a8',
  door: '#8a5a2b',
  lockedDoor: '#b3261e',
  secretDoor: '#7b4fb8',
  lockedSecretDoor: '#8e2a6b',
  window: '#5b8fc7',
  lowWall: '#4f8a4f',
} as const;

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function polygon(points: Point[]): string {
  return points.map((p) => `${f(p.x)},${f(p.y)}`).join(' ');
}

function tokenShape(t: DocToken, p: Point, r: number, fill: string, stroke: string, extra: string): string {
  if (t.side === 'pc') return `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(r)}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"${extra}/>`;
  if (t.side === 'npc') {
    const k = r * 1.05;
    return `<polygon points="${polygon([{ x: p.x, y: p.y - k }, { x: p.x + k, y: p.y }, { x: p.x, y: p.y + k }, { x: p.x - k, y: p.y }])}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"${extra}/>`;
  }
  const k = r * 0.85;
  return `<rect x="${f(p.x - k)}" y="${f(p.y - k)}" width="${f(2 * k)}" height="${f(2 * k)}" rx="${f(r * 0.3)}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"${extra}/>`;
}

/** Unit vector of a hex direction on screen (RULES.md direction order). */
function facingVector(layout: Layout, dir: number): Point {
  const DQ = [1, 1, 0, -1, -1, 0];
  const DR = [0, -1, -1, 0, 1, 1];
  const o = hexToPixel({ ...layout, origin: { x: 0, y: 0 } }, { q: DQ[dir] ?? 1, r: DR[dir] ?? 0 });
  const len = Math.hypot(o.x, o.y);
  return { x: o.x / len, y: o.y / len };
}

/** Where a page's token art goes: a symbol per picture, drawn once on the page and used by every map after. */
export type ArtSymbols = { use(name: string): { id: string; defs: string } | null; clipId(): string };

/** The sides of a body's hexes that no other of its hexes shares: its outline. */
function outerSides(layout: Layout, body: readonly Hex[]): [Point, Point][] {
  const seen = new Map<string, { n: number; side: [Point, Point] }>();
  for (const h of body) {
    const c = hexCorners(layout, h);
    for (let i = 0; i < 6; i++) {
      const p = c[i]!, q = c[(i + 1) % 6]!;
      const k = `${Math.round((p.x + q.x) * 50)},${Math.round((p.y + q.y) * 50)}`;
      const had = seen.get(k);
      if (had) had.n++;
      else seen.set(k, { n: 1, side: [p, q] });
    }
  }
  return [...seen.values()].filter((s) => s.n === 1).map((s) => s.side);
}

/**
 * A token's art: clipped inside its shape (its side's colour left round it as a ring), or for a big
 * body over all its hexes with its outline in the side's colour. Null when the picture is not on the page.
 */
function artOf(layout: Layout, t: DocToken, p: Point, r: number, fill: string, art: ArtSymbols): string | null {
  const sym = t.portrait ? art.use(t.portrait) : null;
  if (!sym) return null;
  const clip = art.clipId();
  const faded = t.hidden || t.out ? ' opacity="0.45"' : '';
  if (t.body && t.body.length > 1) {
    const corners = t.body.flatMap((h) => hexCorners(layout, h));
    const x0 = Math.min(...corners.map((c) => c.x)), y0 = Math.min(...corners.map((c) => c.y));
    const x1 = Math.max(...corners.map((c) => c.x)), y1 = Math.max(...corners.map((c) => c.y));
    const shape = t.body.map((h) => `<polygon points="${polygon(hexCorners(layout, h))}"/>`).join('');
    const ring = outerSides(layout, t.body).map(([a, b]) => `M${f(a.x)},${f(a.y)}L${f(b.x)},${f(b.y)}`).join('');
    return `${sym.defs}<clipPath id="${clip}">${shape}</clipPath><g clip-path="url(#${clip})"${faded}><use href="#${sym.id}" x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}"/></g><path d="${ring}" fill="none" stroke="${fill}" stroke-width="2.5" stroke-linecap="round"${t.hidden ? ' stroke-dasharray="3 2"' : ''}/>`;
  }
  const inner = tokenShape(t, p, r * 0.8, '#000', 'none', '');
  // The clip on a group round the use: a use's x and y move its own clip with it (SVG 2).
  return `${sym.defs}<clipPath id="${clip}">${inner}</clipPath><g clip-path="url(#${clip})"${faded}><use href="#${sym.id}" x="${f(p.x - r)}" y="${f(p.y - r)}" width="${f(2 * r)}" height="${f(2 * r)}"/></g>`;
}

function token(layout: Layout, t: DocToken, art: ArtSymbols): string {
  const p = bodyCentre(layout, t.position, t.body);
  const r = HEX * 0.62 * (t.body ? (BODY_DISC_SCALE[t.body.length] ?? 1) : 1);
  const fill = t.out ? C.out : esc(t.color ?? SIDE_COLORS[t.side]);
  // Hidden tokens (GM copy only) are dashed and faded, as the GM window ghosts them.
  const extra = t.hidden ? ' stroke-dasharray="3 2" fill-opacity="0.45"' : '';
  const parts = [`<g class="token"><title>${esc(`${t.name}${t.hidden ? ' (hidden)' : ''}: ${t.harm}`)}</title>`];
  const big = !!t.body && t.body.length > 1;
  const pictured = t.portrait && big ? artOf(layout, t, p, r, fill, art) : null;
  // A bigger body is shaded over every hex it covers (RULES.md 5.2), its token in the middle of them; with art, the art is the body.
  if (pictured) parts.push(pictured);
  else {
    for (const h of t.body ?? []) parts.push(`<polygon points="${polygon(hexCorners(layout, h))}" fill="${fill}" fill-opacity="0.3" stroke="${fill}" stroke-width="1"/>`);
    parts.push(tokenShape(t, p, r, fill, t.hidden ? C.text : '#ffffff', extra));
  }
  const inToken = !big && t.portrait ? artOf(layout, t, p, r, fill, art) : null;
  if (inToken) parts.push(inToken);
  if (t.facing !== null && !t.out) {
    const v = facingVector(layout, t.facing);
    parts.push(`<line x1="${f(p.x + v.x * r)}" y1="${f(p.y + v.y * r)}" x2="${f(p.x + v.x * r * 1.45)}" y2="${f(p.y + v.y * r * 1.45)}" stroke="${C.text}" stroke-width="2"/>`);
  }
  // Initials only where there is no art.
  if (!pictured && !inToken) parts.push(`<text x="${f(p.x)}" y="${f(p.y + 3.6)}" class="${t.hidden ? 'ini hid' : 'ini'}">${esc(initials(t.name))}</text>`);
  if (t.out) parts.push(`<path d="M${f(p.x - r * 0.7)},${f(p.y - r * 0.7)}L${f(p.x + r * 0.7)},${f(p.y + r * 0.7)}M${f(p.x + r * 0.7)},${f(p.y - r * 0.7)}L${f(p.x - r * 0.7)},${f(p.y + r * 0.7)}" stroke="${C.text}" stroke-width="1.5"/>`);
  parts.push(`<text x="${f(p.x)}" y="${f(p.y + r + 9)}" class="lbl">${esc(t.name)}</text></g>`);
  return parts.join('');
}

/** The board of a snapshot (size, orientation, terrain, edges): what a fight's maps share from round to round. */
export function boardKey(s: DocSnapshot): string {
  return JSON.stringify(s.edges?.length ? [s.width, s.height, s.orientation, s.terrain, s.edges] : [s.width, s.height, s.orientation, s.terrain]);
}

/** The side two neighbouring hexes share, as the two corners they have in common. */
function sideCorners(layout: Layout, a: Hex, b: Hex): [Point, Point] | null {
  const cb = hexCorners(layout, b);
  const shared = hexCorners(layout, a).filter((p) => cb.some((q) => Math.abs(p.x - q.x) < 0.01 && Math.abs(p.y - q.y) < 0.01));
  return shared.length === 2 ? [shared[0]!, shared[1]!] : null;
}

/** A door's colour: locked red, secret purple, both plum (only in the GM's copy), else brown. */
const doorColour = (e: DocEdge) => (e.secret ? (e.locked ? C.lockedSecretDoor : C.secretDoor) : e.locked ? C.lockedDoor : C.door);

/** A door's words, as its tooltip and the legend say them: "open door", "locked secret door". */
const doorWords = (e: DocEdge) => `${e.open ? 'open ' : e.locked ? 'locked ' : ''}${e.secret ? 'secret ' : ''}door`;

/** An edge drawn on its side: a wall thick and dark, a door brown (an open one as two jambs; locked red, secret purple), a window blue, a low wall green and dotted. */
function edgeMark(layout: Layout, e: DocEdge): string {
  const side = sideCorners(layout, e.a, e.b);
  if (!side) return '';
  const [p, q] = side;
  const line = (x: Point, y: Point, attrs: string) => `<line x1="${f(x.x)}" y1="${f(x.y)}" x2="${f(y.x)}" y2="${f(y.y)}" ${attrs}/>`;
  const title = e.kind === 'door' ? doorWords(e) : e.kind === 'low-wall' ? 'low wall' : e.kind;
  let mark: string;
  if (e.kind === 'wall') mark = line(p, q, `stroke="${C.wall}" stroke-width="4" stroke-linecap="round"`);
  else if (e.kind === 'window') mark = line(p, q, `stroke="${C.window}" stroke-width="3"`);
  else if (e.kind === 'low-wall') mark = line(p, q, `stroke="${C.lowWall}" stroke-width="3" stroke-dasharray="2 2"`);
  else if (!e.open) mark = line(p, q, `stroke="${doorColour(e)}" stroke-width="4"`);
  else {
    const at = (k: number): Point => ({ x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k });
    mark = line(p, at(0.2), `stroke="${doorColour(e)}" stroke-width="4"`) + line(at(0.8), q, `stroke="${doorColour(e)}" stroke-width="4"`);
  }
  return `<g class="edge"><title>${title}</title>${mark}</g>`;
}

/** How a key's swatch is drawn: a line, dotted (a low wall), or broken in the middle (an open door's two jambs). */
export type EdgeSwatch = 'solid' | 'dotted' | 'open';

/** The key to the edges a snapshot shows, one entry per look, in a fixed order: its words, colour and swatch. */
export function edgeKey(edges: readonly DocEdge[]): { readonly words: string; readonly colour: string; readonly swatch: EdgeSwatch }[] {
  const seen = new Map<string, { words: string; colour: string; swatch: EdgeSwatch; rank: number }>();
  const ORDER = ['wall', 'door', 'window', 'low-wall'];
  for (const e of edges) {
    const words = e.kind === 'door' ? doorWords(e) : e.kind === 'low-wall' ? 'low wall' : e.kind;
    const colour = e.kind === 'wall' ? C.wall : e.kind === 'window' ? C.window : e.kind === 'low-wall' ? C.lowWall : doorColour(e);
    const swatch: EdgeSwatch = e.kind === 'low-wall' ? 'dotted' : e.kind === 'door' && e.open ? 'open' : 'solid';
    if (!seen.has(words)) seen.set(words, { words, colour, swatch, rank: ORDER.indexOf(e.kind) * 10 + seen.size });
  }
  return [...seen.values()].sort((a, b) => a.rank - b.rank).map(({ words, colour, swatch }) => ({ words, colour, swatch }));
}

type Board = { readonly id: string; readonly viewBox: string; readonly markup: string };

function drawBoard(s: DocSnapshot, id: string): Board {
  const layout = makeLayout(HEX, s.orientation);
  const hexes: Hex[] = mapHexes(s.width, s.height, s.orientation);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const cells: string[] = [];
  for (const h of hexes) {
    const corners = hexCorners(layout, h);
    for (const c of corners) {
      minX = Math.min(minX, c.x);
      minY = Math.min(minY, c.y);
      maxX = Math.max(maxX, c.x);
      maxY = Math.max(maxY, c.y);
    }
    cells.push(polygon(corners));
  }
  const terrain: string[] = [];
  for (const t of s.terrain) {
    const pts = polygon(hexCorners(layout, t));
    const p = hexToPixel(layout, t);
    if (t.kind === 'wall') terrain.push(`<polygon points="${pts}" fill="${C.wall}" stroke="${C.wall}"/>`);
    else if (t.kind === 'difficult') {
      terrain.push(`<polygon points="${pts}" fill="${C.difficult}" stroke="${C.grid}"/>`);
      terrain.push(`<circle cx="${f(p.x - 4)}" cy="${f(p.y + 2)}" r="1.3" fill="${C.difficultDot}"/><circle cx="${f(p.x + 4)}" cy="${f(p.y + 2)}" r="1.3" fill="${C.difficultDot}"/><circle cx="${f(p.x)}" cy="${f(p.y - 4)}" r="1.3" fill="${C.difficultDot}"/>`);
    } else {
      terrain.push(`<g><title>${esc(t.name ?? 'Cover')}</title><polygon points="${pts}" fill="${C.cover}" stroke="${C.coverEdge}" stroke-width="1.5"/>`);
      terrain.push(`<text x="${f(p.x)}" y="${f(p.y + 3)}" class="cov">${esc(initials(t.name ?? 'Cover'))}</text></g>`);
    }
  }
  for (const e of s.edges ?? []) terrain.push(edgeMark(layout, e));
  const pad = 14;
  const viewBox = `${f(minX - pad)} ${f(minY - pad)} ${f(maxX - minX + 2 * pad)} ${f(maxY - minY + 2 * pad)}`;
  const markup = `<g id="${id}"><g fill="${C.board}" stroke="${C.grid}" stroke-width="0.8">${cells.map((c) => `<polygon points="${c}"/>`).join('')}</g>${terrain.join('')}</g>`;
  return { id, viewBox, markup };
}

/**
 * The boards of one page: each drawn in full by the first map that shows it and reused by the
 * later ones with a same-page `<use>`, since a long fight's hundreds of maps share one board (a
 * capped session's page was 136 MB of repeated grid).
 */
export class PageBoards {
  private readonly boards = new Map<string, Board>();
  private readonly symbols = new Map<string, string>();
  private clips = 0;
  private readonly art: ArtSymbols;

  /** `art`: the data URL of each picture the page may show, by asset name; a token whose picture is not there shows its initials. */
  constructor(pictures: Readonly<Record<string, string>> = {}) {
    this.art = {
      use: (name) => {
        const had = this.symbols.get(name);
        if (had) return { id: had, defs: '' };
        const url = Object.hasOwn(pictures, name) ? pictures[name] : undefined;
        if (!url || !/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(url)) return null;
        const id = `art-${this.symbols.size + 1}`;
        this.symbols.set(name, id);
        // The picture's square, centred, over whatever box a use gives it (as the app's maps crop it).
        return { id, defs: `<defs><symbol id="${id}" viewBox="0 0 1 1" preserveAspectRatio="xMidYMid slice"><image href="${url}" width="1" height="1" preserveAspectRatio="xMidYMid slice"/></symbol></defs>` };
      },
      clipId: () => `clip-${++this.clips}`,
    };
  }

  /** The snapshot as one `<svg>` element, drawing its board or pointing at the one already drawn. */
  svg(s: DocSnapshot): string {
    const key = boardKey(s);
    let board = this.boards.get(key);
    let ground: string;
    if (board) ground = `<use href="#${board.id}"/>`;
    else {
      board = drawBoard(s, `board-${this.boards.size + 1}`);
      this.boards.set(key, board);
      ground = board.markup;
    }
    const layout = makeLayout(HEX, s.orientation);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${board.viewBox}" role="img" aria-label="${esc(s.label)}">`,
      `<style>.ini{font:bold 9px sans-serif;fill:#fff;text-anchor:middle;paint-order:stroke;stroke:#0006;stroke-width:1.5px}.lbl{font:7.5px sans-serif;fill:${C.text};text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-width:2.5px}.ini.hid{fill:${C.text};stroke:none}.cov{font:bold 8px sans-serif;fill:#23452a;text-anchor:middle}</style>`,
      ground,
      s.tokens.map((t) => token(layout, t, this.art)).join(''),
      '</svg>',
    ].join('\n');
  }
}
