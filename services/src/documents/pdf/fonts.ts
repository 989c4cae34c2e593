import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The shop's font, Noto Sans Bengali (the @fontsource package the storefront serves), embedded in
 * every document. Its files come in two subsets (Bengali, Latin); text is drawn in runs, each in the
 * subset that has its glyphs (mixed-text.ts). WOFF, not WOFF2: fontkit shapes both, but cannot
 * subset the composite glyphs of a WOFF2 file when pdfkit embeds it (RangeError on finalize).
 * The names registered are no font's PostScript name: pdfkit also caches each font under its
 * PostScript name, and both subsets of a weight share one ("NotoSansBengali-Bold"), so registering
 * a subset under that name would draw Bengali with the Latin subset (empty boxes).
 */
export const FONT_NAMES = {
  bengali: 'shop-bengali',
  bengaliBold: 'shop-bengali-bold',
  latin: 'shop-latin',
  latinBold: 'shop-latin-bold',
} as const;

export type FontRole = keyof typeof FONT_NAMES;

const FILES: Record<FontRole, string> = {
  bengali: 'noto-sans-bengali-bengali-400-normal.woff',
  bengaliBold: 'noto-sans-bengali-bengali-700-normal.woff',
  latin: 'noto-sans-bengali-latin-400-normal.woff',
  latinBold: 'noto-sans-bengali-latin-700-normal.woff',
};

let loaded: Record<FontRole, Buffer> | undefined;

/** The four font files, read once per process. */
export function fontFiles(): Record<FontRole, Buffer> {
  if (!loaded) {
    const folder = join(dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files');
    loaded = Object.fromEntries(
      Object.entries(FILES).map(([role, file]) => [role, readFileSync(join(folder, file))]),
    ) as Record<FontRole, Buffer>;
  }
  return loaded;
}

/** Registers the fonts on a document under FONT_NAMES. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const files = fontFiles();
  for (const role of Object.keys(FONT_NAMES) as FontRole[]) doc.registerFont(FONT_NAMES[role], files[role]);
}
