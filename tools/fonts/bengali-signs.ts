/**
 * The shop's small Bengali face: the taka sign and the language switch's "বাংলা", cut from the same
 * Noto Sans Bengali files the shell serves (`shell/src/app/fonts.css`).
 *
 * Nearly every English page draws ৳ (each price) and বাংলা (the language switch), and nothing else
 * in Bengali. With only the whole Bengali face for them, every English page downloaded both its
 * weights (92 KB) at a font's high priority, beside the page's scripts, and laid the whole page out
 * a second time when they came, after first paint. The small face is ~1 KB a weight and is preloaded
 * with the page, so it is there for the first layout.
 *
 *   npm run fonts:bengali-signs    writes the two files again (after an update of @fontsource)
 *
 * `bengali-signs.spec.ts` fails when the committed files are not what this makes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import subsetFont from 'subset-font';

/** The characters of the small face: the taka sign, then the letters of the language's name. */
export const BENGALI_SIGNS = '৳বাংলা';

export const SIGNS_WEIGHTS = [400, 700] as const;

export const SIGNS_FOLDER = resolve(__dirname, '../../shell/src/app/fonts');

export const signsFile = (weight: number) =>
  join(SIGNS_FOLDER, `noto-sans-bengali-signs-${weight}-normal.woff2`);

/** The @fontsource file a weight is cut from: its Bengali subset, the one the shell serves. */
function sourceFile(weight: number): string {
  const folder = dirname(require.resolve('@fontsource/noto-sans-bengali/package.json'));
  return join(folder, 'files', `noto-sans-bengali-bengali-${weight}-normal.woff2`);
}

/** The small face of one weight, as WOFF2 (the same bytes for the same source, every time). */
export async function makeSignsFace(weight: number): Promise<Buffer> {
  return subsetFont(await readFile(sourceFile(weight)), BENGALI_SIGNS, { targetFormat: 'woff2' });
}

/** The distinct code points of `text`, ascending. */
export const codePointsOf = (text: string): number[] =>
  [...new Set(Array.from(text, (character) => character.codePointAt(0) as number))].sort(
    (a, b) => a - b,
  );

async function main(): Promise<void> {
  for (const weight of SIGNS_WEIGHTS) {
    const face = await makeSignsFace(weight);
    await writeFile(signsFile(weight), face);
    console.log(`${signsFile(weight)}: ${face.length} bytes`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
