/**
 * Generates the seed images under services/static: one small SVG illustration per product (drawn by
 * category, coloured per product), its other views (`<slug>-<view>.svg`: side, back, ports, box
 * contents… as seed-product-details.ts lists them, drawn from the product's spec sheet where it
 * matters, e.g. a router's ports), one picture per colour of a product sold in colours
 * (`<slug>-<colour>.svg`: its drawing with the body, or a watch's straps, in the colour's swatch)
 * and one initials avatar per reviewer. Plain text and nothing random, so every run writes the same
 * bytes. The SVGs are committed; run again after changing the seed:
 * npm run generate:images -w services
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OptionValue, SpecValue } from '@shop/contracts';
import {
  colourOptionOf,
  colourPicture,
  PRODUCT_IMAGE_DIR,
  SEED_PRODUCTS,
  SEED_REVIEWS,
  type SeedProduct,
} from '../src/seed/seed-data';
import { PHOTO_VIEWS, type PhotoView } from '../src/seed/seed-product-details';
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
    .map(
      (i) => `<circle cx="${130 + i * 24}" cy="204" r="5" fill="${i < 4 ? c.accent : '#475569'}"/>`,
    )
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
  const ribs = [160, 200, 240]
    .map(
      (x) =>
        `<rect x="${x - 4}" y="96" width="8" height="154" rx="4" fill="#000000" opacity=".15"/>`,
    )
    .join('');
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
  const holes = [0, 1, 2, 3, 4]
    .map((i) => `<circle cx="200" cy="${178 + i * 18}" r="4" fill="${c.bg}"/>`)
    .join('');
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

/** One picture: the card background, a floor shadow and the drawing, titled for screen readers. */
function svgFrame(name: string, c: Colours, drawing: string): string {
  const title = name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${title.replace(/"/g, '&quot;')}">` +
    `<title>${title}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.bg}"/>` +
    `<ellipse cx="200" cy="282" rx="120" ry="10" fill="#000000" opacity=".06"/>` +
    drawing +
    `</svg>\n`
  );
}

export function productSvg(product: SeedProduct): string {
  const c = SEED_COLOURS.get(product.slug) ?? PALETTE[hash(product.slug) % PALETTE.length];
  return svgFrame(product.name, c, illustration(product, c));
}

/* ------------------------------------- the other views ---------------------------------------- */

/** A spec value of a seeded product (views draw what its sheet says: ports, lenses, a zip). */
function specOf(product: SeedProduct, key: string): SpecValue | undefined {
  return product.specs.find((spec) => spec.key === key)?.value;
}

const METAL = '#94a3b8';

/** The watch on its edge: how thick the case is, the crown and button, the sensor underneath. */
function watchSide(_product: SeedProduct, c: Colours): string {
  return [
    `<path d="M150 140C104 146 92 206 100 268M250 140c46 6 58 66 50 128" fill="none" stroke="${c.accent}" stroke-width="40" stroke-linecap="round"/>`,
    `<rect x="140" y="116" width="120" height="44" rx="16" fill="${c.main}"/>`,
    `<rect x="146" y="106" width="108" height="14" rx="7" fill="${SCREEN}"/>`,
    `<rect x="168" y="158" width="64" height="12" rx="6" fill="${METAL}"/>`,
    `<circle cx="200" cy="138" r="13" fill="${c.accent}" stroke="${c.bg}" stroke-width="3"/>`,
    `<rect x="226" y="131" width="20" height="14" rx="4" fill="${METAL}"/>`,
  ].join('');
}

/** The charging case open, both earbuds seated in it, the pairing light on. */
function earbudsOpen(_product: SeedProduct, c: Colours): string {
  const seat = (x: number) =>
    `<ellipse cx="${x}" cy="170" rx="34" ry="16" fill="${SCREEN}"/>` +
    `<circle cx="${x}" cy="160" r="22" fill="${c.main}" stroke="${c.accent}" stroke-width="4"/>` +
    `<circle cx="${x + 8}" cy="154" r="7" fill="${c.accent}"/>`;
  return [
    `<path d="M112 150c-4-70 40-110 88-110s92 40 88 110z" fill="${c.main}" opacity=".75"/>`,
    `<path d="M128 146c0-50 32-84 72-84s72 34 72 84z" fill="#000000" opacity=".18"/>`,
    `<rect x="104" y="150" width="192" height="112" rx="46" fill="${c.main}"/>`,
    `<rect x="104" y="146" width="192" height="10" rx="5" fill="${METAL}"/>`,
    seat(160),
    seat(240),
    `<circle cx="200" cy="232" r="6" fill="${c.accent}"/>`,
  ].join('');
}

/** The router's back panel: as many ports as its sheet says, coloured as makers colour them. */
function routerPorts(product: SeedProduct, c: Colours): string {
  const wan = Number(specOf(product, 'wan-ports') ?? 1);
  const lan = Number(specOf(product, 'lan-ports') ?? 0);
  const port = (x: number, fill: string) =>
    `<rect x="${x}" y="140" width="30" height="26" rx="3" fill="${fill}"/><rect x="${x + 9}" y="160" width="12" height="6" fill="${SCREEN}"/>`;
  const parts: string[] = [
    `<rect x="24" y="104" width="352" height="100" rx="16" fill="${c.main}"/>`,
    `<circle cx="52" cy="153" r="11" fill="${SCREEN}"/><circle cx="52" cy="153" r="4" fill="${METAL}"/>`,
    `<circle cx="82" cy="153" r="4" fill="${SCREEN}"/>`,
  ];
  let x = 104;
  for (let i = 0; i < wan; i++, x += 38) parts.push(port(x, '#38bdf8'));
  x += 8;
  for (let i = 0; i < lan; i++, x += 38) parts.push(port(x, '#facc15'));
  if (specOf(product, 'usb-port') === true) {
    parts.push(
      `<rect x="${x + 4}" y="144" width="30" height="14" rx="2" fill="${SCREEN}"/><rect x="${x + 8}" y="148" width="22" height="5" fill="${METAL}"/>`,
    );
    x += 42;
  }
  if (specOf(product, 'sim-slot') === true) {
    parts.push(`<rect x="${x + 4}" y="146" width="48" height="12" rx="6" fill="${SCREEN}"/>`);
  }
  const antennas = Number(specOf(product, 'antennas') ?? 0);
  for (let i = 0; i < antennas; i++) {
    const ax = 60 + (i * 280) / Math.max(antennas - 1, 1);
    parts.push(`<rect x="${ax - 7}" y="60" width="14" height="48" rx="6" fill="${c.main}"/>`);
  }
  parts.push(
    `<rect x="36" y="204" width="40" height="12" rx="4" fill="${SCREEN}"/><rect x="324" y="204" width="40" height="12" rx="4" fill="${SCREEN}"/>`,
  );
  return parts.join('');
}

/** The kettle lifted off its round power base, which keeps the cord. */
function kettleBase(product: SeedProduct, c: Colours): string {
  return [
    `<g transform="translate(30 -30) scale(.85)">${kettle(c)}</g>`,
    `<ellipse cx="207" cy="262" rx="104" ry="20" fill="${SCREEN}"/>`,
    `<ellipse cx="207" cy="254" rx="22" ry="7" fill="${METAL}"/>`,
    `<path d="M308 262c30 0 40 10 52 22" fill="none" stroke="${SCREEN}" stroke-width="6"/>`,
    `<rect x="352" y="276" width="26" height="16" rx="4" fill="${SCREEN}"/>`,
    specOf(product, 'body-material') === 'glass'
      ? `<circle cx="207" cy="254" r="4" fill="#38bdf8"/>`
      : '',
  ].join('');
}

/** The phone's back: as many lenses as it has cameras (none on a feature phone), and the flash. */
function phoneBack(product: SeedProduct, c: Colours): string {
  const main = Number(specOf(product, 'main-camera') ?? 0);
  const lenses = main === 0 ? 0 : main >= 100 ? 4 : main >= 50 ? 3 : 2;
  const parts = [
    `<rect x="140" y="18" width="120" height="264" rx="22" fill="${SCREEN}"/>`,
    `<rect x="146" y="24" width="108" height="252" rx="18" fill="${c.main}"/>`,
    `<rect x="140" y="84" width="5" height="42" rx="2" fill="${SCREEN}"/>`,
  ];
  if (lenses > 0) {
    parts.push(
      `<rect x="158" y="38" width="52" height="${30 + lenses * 26}" rx="14" fill="#000000" opacity=".25"/>`,
    );
    for (let i = 0; i < lenses; i++) {
      parts.push(
        `<circle cx="184" cy="${58 + i * 26}" r="${i === 0 ? 12 : 10}" fill="${SCREEN}" stroke="${METAL}" stroke-width="3"/>`,
      );
    }
    parts.push(`<circle cx="226" cy="52" r="6" fill="#fde68a"/>`);
  } else {
    parts.push(
      `<path d="M176 60h48M176 70h48M176 80h48" stroke="${SCREEN}" stroke-width="4" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<rect x="180" y="230" width="40" height="8" rx="4" fill="${c.accent}" opacity=".8"/>`,
  );
  return parts.join('');
}

/** The suitcase from its side: the trolley handle pulled out, the wheels, the zip of an expander. */
function suitcaseSide(product: SeedProduct, c: Colours): string {
  return [
    `<rect x="196" y="8" width="8" height="80" fill="${METAL}"/><rect x="182" y="4" width="36" height="14" rx="6" fill="${SCREEN}"/>`,
    `<rect x="156" y="76" width="88" height="190" rx="20" fill="${c.main}"/>`,
    `<rect x="196" y="76" width="8" height="190" fill="#000000" opacity=".2"/>`,
    specOf(product, 'expandable') === true
      ? `<rect x="156" y="160" width="88" height="16" fill="${c.accent}"/><path d="M160 168h80" stroke="${SCREEN}" stroke-width="2" stroke-dasharray="4 3"/>`
      : '',
    `<rect x="244" y="140" width="10" height="50" rx="4" fill="${SCREEN}"/>`,
    `<circle cx="176" cy="276" r="11" fill="${SCREEN}"/><circle cx="224" cy="276" r="11" fill="${SCREEN}"/>`,
  ].join('');
}

/** The suitcase opened flat: cross straps on one half, a zipped divider on the other. */
function suitcaseOpen(_product: SeedProduct, c: Colours): string {
  return [
    `<rect x="26" y="64" width="170" height="200" rx="18" fill="${c.main}"/><rect x="38" y="76" width="146" height="176" rx="10" fill="${c.bg}"/>`,
    `<rect x="204" y="64" width="170" height="200" rx="18" fill="${c.main}"/><rect x="216" y="76" width="146" height="176" rx="10" fill="${c.bg}"/>`,
    `<path d="M46 86l130 156M176 86L46 242" stroke="${c.accent}" stroke-width="10"/>`,
    `<rect x="102" y="152" width="18" height="24" rx="3" fill="${SCREEN}"/>`,
    `<rect x="224" y="84" width="130" height="160" rx="8" fill="${c.accent}" opacity=".45"/>`,
    `<path d="M232 164h114" stroke="${SCREEN}" stroke-width="3" stroke-dasharray="5 3"/>`,
    `<rect x="196" y="150" width="16" height="28" rx="3" fill="${SCREEN}"/>`,
  ].join('');
}

/** The end a buyer plugs in, drawn large: what it fits. */
function closeup(product: SeedProduct, c: Colours): string {
  const drawing = drawingOf(product);
  if (/cat6|ethernet/.test(product.slug)) {
    const pins = [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="${146 + i * 14}" y="96" width="6" height="40" fill="#eab308"/>`)
      .join('');
    return [
      `<rect x="176" y="200" width="48" height="90" fill="${c.main}"/>`,
      `<path d="M132 88h136v120H132z" fill="#e0f2fe" stroke="${METAL}" stroke-width="4"/>`,
      pins,
      `<path d="M170 208l-20 40h24l16-40z" fill="#e0f2fe" stroke="${METAL}" stroke-width="3"/>`,
      `<rect x="140" y="170" width="120" height="30" fill="${c.main}" opacity=".5"/>`,
    ].join('');
  }
  if (drawing === 'usbDongle') {
    return [
      `<rect x="110" y="110" width="180" height="110" rx="8" fill="#cbd5e1"/>`,
      `<rect x="146" y="140" width="36" height="24" fill="${SCREEN}"/><rect x="218" y="140" width="36" height="24" fill="${SCREEN}"/>`,
      `<rect x="150" y="220" width="100" height="40" rx="10" fill="${c.main}"/>`,
    ].join('');
  }
  if (/power-bank/.test(product.slug)) {
    const leds = [0, 1, 2, 3]
      .map((i) => `<circle cx="${170 + i * 20}" cy="200" r="5" fill="${c.accent}"/>`)
      .join('');
    return [
      `<rect x="40" y="100" width="320" height="120" rx="28" fill="${c.main}"/>`,
      `<rect x="80" y="140" width="70" height="28" rx="3" fill="${SCREEN}"/><rect x="88" y="148" width="54" height="8" fill="${METAL}"/>`,
      `<rect x="170" y="140" width="70" height="28" rx="3" fill="${SCREEN}"/><rect x="178" y="148" width="54" height="8" fill="${METAL}"/>`,
      `<rect x="266" y="144" width="54" height="20" rx="10" fill="${SCREEN}"/>`,
      leds,
    ].join('');
  }
  if (drawing === 'charger') {
    return [
      `<rect x="90" y="50" width="220" height="220" rx="40" fill="${c.main}"/>`,
      `<rect x="150" y="136" width="100" height="40" rx="20" fill="${SCREEN}"/>`,
      `<rect x="166" y="150" width="68" height="12" rx="6" fill="${METAL}"/>`,
    ].join('');
  }
  // USB-C plug, end on.
  return [
    `<rect x="110" y="150" width="180" height="140" rx="26" fill="${c.accent}"/>`,
    `<rect x="120" y="70" width="160" height="90" rx="45" fill="${METAL}"/>`,
    `<rect x="136" y="86" width="128" height="58" rx="29" fill="${SCREEN}"/>`,
    `<rect x="156" y="108" width="88" height="14" rx="3" fill="#eab308"/>`,
  ].join('');
}

/** What comes in the box, laid out in the open box: the product, its cable or adapter, the leaflet. */
function inTheBox(product: SeedProduct, c: Colours): string {
  const drawing = drawingOf(product);
  const items: string[] = [
    `<rect x="20" y="40" width="360" height="236" rx="14" fill="#ffffff" stroke="${c.main}" stroke-width="6"/>`,
    `<g transform="translate(24 62) scale(.55)">${illustration(product, c)}</g>`,
  ];
  // The leaflet every maker puts in.
  items.push(
    `<rect x="262" y="190" width="92" height="64" rx="4" fill="${c.bg}" stroke="${METAL}" stroke-width="3"/>`,
    `<path d="M276 210h60M276 224h60M276 238h40" stroke="${METAL}" stroke-width="4" stroke-linecap="round"/>`,
  );
  if (drawing === 'earbuds') {
    // Spare ear tips.
    items.push(
      [0, 1, 2]
        .map((i) => `<path d="M${252 + i * 34} 150a14 14 0 0 1 28 0z" fill="${c.main}"/>`)
        .join(''),
    );
  }
  if (drawing === 'router') {
    // The power adapter.
    items.push(
      `<rect x="268" y="76" width="60" height="70" rx="10" fill="${SCREEN}"/><rect x="282" y="62" width="8" height="16" fill="${METAL}"/><rect x="306" y="62" width="8" height="16" fill="${METAL}"/>`,
    );
  }
  if (
    ['watch', 'earbuds', 'router', 'phone', 'usbDongle', 'charger', 'cable'].includes(drawing) &&
    !/cat6/.test(product.slug)
  ) {
    // A coiled cable.
    items.push(
      `<circle cx="${drawing === 'router' ? 240 : 300}" cy="${drawing === 'earbuds' ? 98 : 112}" r="26" fill="none" stroke="${SCREEN}" stroke-width="6"/>`,
    );
  }
  if (drawing === 'screenGlass') {
    // Wet and dry wipes.
    items.push(
      `<rect x="256" y="70" width="48" height="48" rx="4" fill="#e0f2fe" stroke="${METAL}" stroke-width="3"/><rect x="312" y="70" width="48" height="48" rx="4" fill="#f1f5f9" stroke="${METAL}" stroke-width="3"/>`,
    );
  }
  return items.join('');
}

const VIEW_DRAWINGS: Partial<
  Record<Drawing, Partial<Record<PhotoView, (p: SeedProduct, c: Colours) => string>>>
> = {
  watch: { side: watchSide, box: inTheBox },
  earbuds: { open: earbudsOpen, box: inTheBox },
  router: { ports: routerPorts, box: inTheBox },
  kettle: { base: kettleBase },
  phone: { back: phoneBack, box: inTheBox },
  suitcase: { side: suitcaseSide, open: suitcaseOpen },
  cable: { closeup, box: inTheBox },
  charger: { closeup, box: inTheBox },
  usbDongle: { closeup, box: inTheBox },
  battery: { box: inTheBox },
  strap: { box: inTheBox },
  earTips: { box: inTheBox },
  screenGlass: { box: inTheBox },
};

/** The picture of one of a product's other views (`<slug>-<view>.svg`). */
export function viewSvg(product: SeedProduct, view: PhotoView): string {
  const draw = VIEW_DRAWINGS[drawingOf(product)]?.[view];
  if (!draw)
    throw new Error(`no ${view} view is drawn for ${product.slug} (${drawingOf(product)})`);
  const c = SEED_COLOURS.get(product.slug) ?? PALETTE[hash(product.slug) % PALETTE.length];
  return svgFrame(`${product.name}, ${PHOTO_VIEWS[view].en}`, c, draw(product, c));
}

/* ---------------------------------------- its colours ----------------------------------------- */

/** The colour 40% of the way to white, written as `#rrggbb`. */
function lighter(hex: string): string {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16);
    return Math.round(value + (255 - value) * 0.4)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Light enough that the card's pale background would swallow it (white, cream). */
function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.8;
}

/**
 * The product's colours with one in the swatch: a watch's straps (what its colours name), the
 * body of anything else; a light swatch gets a grey card so the object still stands out.
 */
export function tinted(product: SeedProduct, c: Colours, swatch: string): Colours {
  const drawing = drawingOf(product);
  const colours =
    drawing === 'watch'
      ? { ...c, accent: swatch }
      : // A phone's back is a gradient: from a lighter shade of the swatch to the swatch.
        { ...c, main: swatch, ...(drawing === 'phone' ? { accent: lighter(swatch) } : {}) };
  return isLight(swatch) ? { ...colours, bg: '#e2e8f0' } : colours;
}

/** The product drawn in one of its colours (`<slug>-<colour>.svg`). */
export function colourSvg(product: SeedProduct, value: OptionValue): string {
  if (!value.swatch) throw new Error(`${product.slug}'s colour ${value.key} has no swatch`);
  const c = SEED_COLOURS.get(product.slug) ?? PALETTE[hash(product.slug) % PALETTE.length];
  const colours = tinted(product, c, value.swatch);
  return svgFrame(`${product.name}, ${value.label.en}`, colours, illustration(product, colours));
}

/** Each seeded product's pictures per colour: file name → SVG. */
export function colourFiles(products: readonly SeedProduct[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const product of products) {
    for (const value of colourOptionOf(product.options ?? [])?.option.values ?? []) {
      const file = colourPicture(product.slug, value.key).slice(`${PRODUCT_IMAGE_DIR}/`.length);
      files.set(file, colourSvg(product, value));
    }
  }
  return files;
}

/** Each seeded product's other views: file name → SVG. */
export function viewFiles(products: readonly SeedProduct[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const product of products) {
    const colours = new Set(
      (colourOptionOf(product.options ?? [])?.option.values ?? []).map((value) =>
        colourPicture(product.slug, value.key),
      ),
    );
    for (const photo of product.photos.slice(1).filter((one) => !colours.has(one.url))) {
      const file = photo.url.slice(`${PRODUCT_IMAGE_DIR}/`.length);
      const view = file.slice(product.slug.length + 1, -'.svg'.length) as PhotoView;
      files.set(file, viewSvg(product, view));
    }
  }
  return files;
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
  writeAll(
    join(STATIC_DIR, 'products'),
    new Map([
      ...SEED_PRODUCTS.map((p): [string, string] => [`${p.slug}.svg`, productSvg(p)]),
      ...viewFiles(SEED_PRODUCTS),
      ...colourFiles(SEED_PRODUCTS),
    ]),
  );
  writeAll(
    join(STATIC_DIR, 'avatars'),
    new Map(SEED_REVIEWS.map((r) => [`${r.slug}.svg`, avatarSvg(r.name)])),
  );
}
