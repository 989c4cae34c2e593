/**
 * Generates the seed images under services/static: one small SVG illustration per product (drawn by
 * category, coloured per product) and one initials avatar per reviewer. The SVGs are committed; run
 * again after changing seed-data.ts:  npm run generate:images -w services
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_PRODUCTS, SEED_REVIEWS, type SeedProduct } from '../src/seed/seed-data';
import { STATIC_DIR } from '../src/paths';

const WIDTH = 400;
const HEIGHT = 300;

interface Colours {
  /** Body of the object. */
  main: string;
  /** Details: straps, LEDs, tips. */
  accent: string;
  /** Card background tint. */
  bg: string;
}

const PALETTE: Colours[] = [
  { main: '#1f2937', accent: '#f97316', bg: '#fff7ed' },
  { main: '#1e3a8a', accent: '#38bdf8', bg: '#eff6ff' },
  { main: '#065f46', accent: '#34d399', bg: '#ecfdf5' },
  { main: '#7c2d12', accent: '#fbbf24', bg: '#fffbeb' },
  { main: '#4c1d95', accent: '#c084fc', bg: '#f5f3ff' },
  { main: '#9f1239', accent: '#fb7185', bg: '#fff1f2' },
  { main: '#334155', accent: '#94a3b8', bg: '#f1f5f9' },
  { main: '#0f766e', accent: '#5eead4', bg: '#f0fdfa' },
  { main: '#b45309', accent: '#fde68a', bg: '#fefce8' },
  { main: '#be185d', accent: '#f9a8d4', bg: '#fdf2f8' },
];

/** A stable small hash so that each product keeps its colours across runs. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const SCREEN = '#0f172a';

function watch(c: Colours): string {
  return [
    `<rect x="163" y="22" width="74" height="90" rx="16" fill="${c.accent}"/>`,
    `<rect x="163" y="188" width="74" height="90" rx="16" fill="${c.accent}"/>`,
    `<rect x="134" y="80" width="132" height="140" rx="34" fill="${c.main}"/>`,
    `<rect x="266" y="128" width="11" height="30" rx="4" fill="${c.main}"/>`,
    `<rect x="147" y="93" width="106" height="114" rx="24" fill="${SCREEN}"/>`,
    `<circle cx="200" cy="150" r="32" fill="none" stroke="#334155" stroke-width="8"/>`,
    `<circle cx="200" cy="150" r="32" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round" stroke-dasharray="140 201" transform="rotate(-90 200 150)"/>`,
    `<rect x="186" y="143" width="28" height="5" rx="2" fill="#e2e8f0"/><rect x="190" y="153" width="20" height="4" rx="2" fill="#64748b"/>`,
  ].join('');
}

function earbuds(c: Colours): string {
  const bud = (x: number) =>
    `<rect x="${x - 10}" y="96" width="20" height="78" rx="10" fill="${c.main}"/>` +
    `<circle cx="${x}" cy="96" r="30" fill="${c.main}"/><circle cx="${x + 14}" cy="88" r="12" fill="${c.accent}"/>`;
  return [
    `<rect x="108" y="168" width="184" height="102" rx="44" fill="${c.main}" opacity=".9"/>`,
    `<path d="M110 206h180" stroke="${c.bg}" stroke-width="4"/>`,
    `<circle cx="200" cy="236" r="5" fill="${c.accent}"/>`,
    bud(160),
    bud(240),
  ].join('');
}

function router(c: Colours): string {
  const antenna = (x: number, tilt: number) =>
    `<rect x="${x}" y="46" width="12" height="120" rx="6" fill="${c.main}" transform="rotate(${tilt} ${x + 6} 166)"/>`;
  const leds = [0, 1, 2, 3, 4, 5]
    .map((i) => `<circle cx="${130 + i * 24}" cy="204" r="5" fill="${i < 4 ? c.accent : '#475569'}"/>`)
    .join('');
  return [
    antenna(104, -12),
    antenna(160, -4),
    antenna(228, 4),
    antenna(284, 12),
    `<rect x="70" y="160" width="260" height="78" rx="18" fill="${c.main}"/>`,
    `<rect x="70" y="160" width="260" height="20" rx="10" fill="#ffffff" opacity=".12"/>`,
    leds,
    `<rect x="96" y="236" width="30" height="10" rx="4" fill="${SCREEN}"/><rect x="274" y="236" width="30" height="10" rx="4" fill="${SCREEN}"/>`,
  ].join('');
}

function kettle(c: Colours): string {
  return [
    `<path d="M272 104c56 6 56 110 0 118" fill="none" stroke="${c.main}" stroke-width="18" stroke-linecap="round"/>`,
    `<path d="M150 118l-52-34 6-10 60 22z" fill="${c.main}"/>`,
    `<path d="M146 86h124l22 160a12 12 0 0 1-12 14H136a12 12 0 0 1-12-14z" fill="${c.main}"/>`,
    `<ellipse cx="208" cy="86" rx="62" ry="12" fill="${c.accent}"/>`,
    `<rect x="196" y="64" width="24" height="14" rx="6" fill="${c.main}"/>`,
    `<rect x="166" y="130" width="18" height="96" rx="9" fill="${c.accent}" opacity=".85"/>`,
    `<rect x="112" y="258" width="192" height="18" rx="8" fill="${SCREEN}"/>`,
  ].join('');
}

function phone(c: Colours, id: string): string {
  const gradient = `g${id.slice(-4)}`;
  return [
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.accent}"/><stop offset="1" stop-color="${c.main}"/></linearGradient></defs>`,
    `<rect x="140" y="18" width="120" height="264" rx="22" fill="${SCREEN}"/>`,
    `<rect x="148" y="28" width="104" height="244" rx="14" fill="url(#${gradient})"/>`,
    `<circle cx="200" cy="42" r="5" fill="${SCREEN}"/>`,
    `<rect x="164" y="236" width="72" height="6" rx="3" fill="#ffffff" opacity=".7"/>`,
    `<rect x="162" y="70" width="76" height="40" rx="10" fill="#ffffff" opacity=".25"/>`,
    `<rect x="260" y="84" width="5" height="42" rx="2" fill="${SCREEN}"/>`,
  ].join('');
}

function suitcase(c: Colours): string {
  const ribs = [160, 200, 240].map((x) => `<rect x="${x - 4}" y="96" width="8" height="154" rx="4" fill="#000000" opacity=".15"/>`).join('');
  return [
    `<rect x="166" y="28" width="68" height="62" rx="12" fill="none" stroke="${SCREEN}" stroke-width="10"/>`,
    `<rect x="118" y="78" width="164" height="186" rx="22" fill="${c.main}"/>`,
    ribs,
    `<rect x="118" y="150" width="164" height="10" fill="${c.accent}"/>`,
    `<circle cx="146" cy="274" r="12" fill="${SCREEN}"/><circle cx="254" cy="274" r="12" fill="${SCREEN}"/>`,
  ].join('');
}

function cable(c: Colours): string {
  return [
    `<path d="M110 90c0 120 180 0 180 120" fill="none" stroke="${c.main}" stroke-width="14" stroke-linecap="round"/>`,
    `<rect x="92" y="40" width="36" height="56" rx="8" fill="${c.accent}"/><rect x="100" y="22" width="20" height="22" rx="3" fill="#94a3b8"/>`,
    `<rect x="272" y="204" width="36" height="56" rx="8" fill="${c.accent}"/><rect x="280" y="256" width="20" height="22" rx="3" fill="#94a3b8"/>`,
  ].join('');
}

function charger(c: Colours): string {
  return [
    `<rect x="168" y="22" width="14" height="44" rx="4" fill="#94a3b8"/><rect x="218" y="22" width="14" height="44" rx="4" fill="#94a3b8"/>`,
    `<rect x="130" y="60" width="140" height="200" rx="26" fill="${c.main}"/>`,
    `<rect x="176" y="206" width="48" height="14" rx="7" fill="${SCREEN}"/>`,
    `<path d="M206 104l-30 52h24l-10 40 36-58h-26z" fill="${c.accent}"/>`,
  ].join('');
}

function battery(c: Colours): string {
  return [
    `<rect x="176" y="34" width="48" height="20" rx="6" fill="#94a3b8"/>`,
    `<rect x="140" y="50" width="120" height="226" rx="22" fill="${c.main}"/>`,
    `<rect x="140" y="120" width="120" height="86" fill="${c.accent}"/>`,
    `<path d="M188 140h24M200 128v24M188 190h24" stroke="${SCREEN}" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}

function chip(c: Colours): string {
  const pins = [0, 1, 2, 3, 4]
    .map((i) => {
      const at = 150 + i * 22;
      const side = 100 + i * 22;
      return (
        `<rect x="${at}" y="66" width="8" height="24" rx="3" fill="#94a3b8"/><rect x="${at}" y="210" width="8" height="24" rx="3" fill="#94a3b8"/>` +
        `<rect x="110" y="${side}" width="24" height="8" rx="3" fill="#94a3b8"/><rect x="266" y="${side}" width="24" height="8" rx="3" fill="#94a3b8"/>`
      );
    })
    .join('');
  return [
    pins,
    `<rect x="132" y="86" width="136" height="128" rx="14" fill="${c.main}"/>`,
    `<rect x="170" y="120" width="60" height="60" rx="8" fill="${c.accent}"/>`,
    `<circle cx="150" cy="104" r="5" fill="${c.bg}"/>`,
  ].join('');
}

function strap(c: Colours): string {
  const holes = [0, 1, 2, 3, 4].map((i) => `<circle cx="200" cy="${178 + i * 18}" r="4" fill="${c.bg}"/>`).join('');
  return [
    `<rect x="174" y="20" width="52" height="120" rx="20" fill="${c.main}"/>`,
    `<rect x="174" y="160" width="52" height="126" rx="20" fill="${c.main}"/>`,
    `<rect x="166" y="128" width="68" height="16" rx="6" fill="#94a3b8"/>`,
    `<rect x="166" y="156" width="68" height="16" rx="6" fill="#94a3b8"/>`,
    holes,
    `<rect x="180" y="40" width="40" height="14" rx="7" fill="${c.accent}"/>`,
  ].join('');
}

function earTips(c: Colours): string {
  const tip = (x: number, r: number) =>
    `<path d="M${x - r} 200a${r} ${r * 1.1} 0 0 1 ${2 * r} 0z" fill="${c.main}"/>` +
    `<rect x="${x - 8}" y="${200 - r * 0.5}" width="16" height="${r * 0.5 + 26}" rx="6" fill="${c.accent}"/>`;
  return tip(120, 34) + tip(200, 42) + tip(286, 50);
}

function screenGlass(c: Colours): string {
  return [
    `<rect x="150" y="30" width="110" height="240" rx="20" fill="${SCREEN}"/>`,
    `<rect x="136" y="22" width="110" height="240" rx="20" fill="${c.accent}" opacity=".35" stroke="${c.main}" stroke-width="4" transform="rotate(-8 191 142)"/>`,
    `<path d="M160 70l40-30M160 110l70-52" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity=".8"/>`,
  ].join('');
}

function usbDongle(c: Colours): string {
  return [
    `<rect x="150" y="56" width="100" height="70" rx="6" fill="#cbd5e1"/>`,
    `<rect x="170" y="74" width="22" height="14" fill="${SCREEN}"/><rect x="208" y="74" width="22" height="14" fill="${SCREEN}"/>`,
    `<rect x="140" y="120" width="120" height="140" rx="22" fill="${c.main}"/>`,
    `<path d="M172 190a40 40 0 0 1 56 0M184 204a22 22 0 0 1 32 0" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="200" cy="220" r="6" fill="${c.accent}"/>`,
  ].join('');
}

type Drawing =
  | 'watch'
  | 'earbuds'
  | 'router'
  | 'kettle'
  | 'phone'
  | 'suitcase'
  | 'cable'
  | 'charger'
  | 'battery'
  | 'strap'
  | 'earTips'
  | 'screenGlass'
  | 'usbDongle'
  | 'chip';

const DRAWINGS: Record<Drawing, (c: Colours, id: string) => string> = {
  watch,
  earbuds,
  router,
  kettle,
  phone,
  suitcase,
  cable,
  charger,
  battery,
  strap,
  earTips,
  screenGlass,
  usbDongle,
  chip,
};

/** Which drawing a product gets: by category, and for parts by what its slug names. */
function drawingOf(product: SeedProduct): Drawing {
  switch (product.category) {
    case 'smart-watch':
      return 'watch';
    case 'tws':
      return 'earbuds';
    case 'router':
    case 'kettle':
    case 'phone':
    case 'suitcase':
      return product.category;
    case 'part':
      if (/cable/.test(product.slug)) return 'cable';
      if (/charger|power-bank/.test(product.slug)) return 'charger';
      if (/battery/.test(product.slug)) return 'battery';
      if (/strap/.test(product.slug)) return 'strap';
      if (/ear-tips/.test(product.slug)) return 'earTips';
      if (/tempered-glass/.test(product.slug)) return 'screenGlass';
      if (/usb-wifi/.test(product.slug)) return 'usbDongle';
      return 'chip';
  }
}

/**
 * Each product's colours: the palette its slug hashes to, or, when another product with the same
 * drawing already has that one, the next free palette (in the catalogue's order). Two products of
 * one drawing never share colours, so no two seeded products share a picture (a drawing has at
 * most as many products as there are palettes: checked at generation).
 */
export function coloursOf(products: readonly SeedProduct[]): Map<string, Colours> {
  const taken = new Map<Drawing, Set<number>>();
  const colours = new Map<string, Colours>();
  for (const product of products) {
    const drawing = drawingOf(product);
    const used = taken.get(drawing) ?? new Set<number>();
    if (used.size >= PALETTE.length) {
      throw new Error(`more than ${PALETTE.length} products are drawn as ${drawing}: add palettes`);
    }
    let index = hash(product.slug) % PALETTE.length;
    while (used.has(index)) index = (index + 1) % PALETTE.length;
    used.add(index);
    taken.set(drawing, used);
    colours.set(product.slug, PALETTE[index]);
  }
  return colours;
}

function illustration(product: SeedProduct, c: Colours): string {
  return DRAWINGS[drawingOf(product)](c, product._id);
}

const SEED_COLOURS = coloursOf(SEED_PRODUCTS);

export function productSvg(product: SeedProduct): string {
  const c = SEED_COLOURS.get(product.slug) ?? PALETTE[hash(product.slug) % PALETTE.length];
  const title = product.name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${title.replace(/"/g, '&quot;')}">` +
    `<title>${title}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.bg}"/>` +
    `<ellipse cx="200" cy="282" rx="120" ry="10" fill="#000000" opacity=".06"/>` +
    illustration(product, c) +
    `</svg>\n`
  );
}

export function avatarSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
  const c = PALETTE[hash(name) % PALETTE.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${name}">` +
    `<circle cx="48" cy="48" r="48" fill="${c.main}"/>` +
    `<text x="48" y="49" fill="#ffffff" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="36" font-weight="600" text-anchor="middle" dominant-baseline="central">${initials}</text>` +
    `</svg>\n`
  );
}

/** Writes every file and removes SVGs no seed record refers to. */
function writeAll(dir: string, files: Map<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const stale of readdirSync(dir).filter((f) => f.endsWith('.svg') && !files.has(f))) {
    rmSync(join(dir, stale));
  }
  for (const [file, svg] of files) writeFileSync(join(dir, file), svg);
  console.log(`${files.size} SVGs in ${dir}`);
}

if (require.main === module) {
  writeAll(join(STATIC_DIR, 'products'), new Map(SEED_PRODUCTS.map((p) => [`${p.slug}.svg`, productSvg(p)])));
  writeAll(join(STATIC_DIR, 'avatars'), new Map(SEED_REVIEWS.map((r) => [`${r.slug}.svg`, avatarSvg(r.name)])));
}
