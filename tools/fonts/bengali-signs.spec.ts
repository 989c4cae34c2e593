import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LANGUAGE_NAMES } from '@shop/i18n';
import {
  BENGALI_SIGNS,
  codePointsOf,
  makeSignsFace,
  signsFile,
  SIGNS_WEIGHTS,
} from './bengali-signs';

const FONTS_CSS = resolve(__dirname, '../../shell/src/app/fonts.css');

/** The unicode-range of each `@font-face` of `family` in the shell's fonts.css, as code points. */
async function rangesOf(family: string): Promise<number[][]> {
  const css = await readFile(FONTS_CSS, 'utf8');
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)]
    .map(([face]) => face)
    .filter((face) => face.includes(`font-family: '${family}';`))
    .map((face) => {
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '';
      return range.split(',').flatMap((part) => {
        const [from, to = from] = part.trim().replace('U+', '').split('-');
        const points: number[] = [];
        for (let point = parseInt(from, 16); point <= parseInt(to, 16); point++) points.push(point);
        return points;
      });
    });
}

describe('the small Bengali face', () => {
  it('holds every letter of the language switch’s বাংলা and the taka sign', () => {
    expect(codePointsOf(BENGALI_SIGNS)).toEqual(
      expect.arrayContaining([...codePointsOf(LANGUAGE_NAMES.bn), 0x09f3]),
    );
  });

  it.each(SIGNS_WEIGHTS)(
    'the committed %i file is what the generator makes from @fontsource',
    async (weight) => {
      // Fails after an update of @fontsource/noto-sans-bengali or of BENGALI_SIGNS until
      // `npm run fonts:bengali-signs` writes the files again.
      const [committed, made] = await Promise.all([
        readFile(signsFile(weight)),
        makeSignsFace(weight),
      ]);
      expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(committed.length).toBeLessThan(2048);
      expect(committed.equals(made)).toBe(true);
    },
  );

  it('is what fonts.css gives the small face, for each weight', async () => {
    const ranges = await rangesOf('Noto Sans Bengali Signs');
    expect(ranges).toHaveLength(SIGNS_WEIGHTS.length);
    for (const range of ranges) expect(range).toEqual(codePointsOf(BENGALI_SIGNS));
  });

  it('leaves the taka sign out of the whole face, and no other Bengali character', async () => {
    // ৳ only, so one font draws every letter of a Bengali word (the whole face, listed first).
    const ranges = await rangesOf('Noto Sans Bengali');
    expect(ranges).toHaveLength(2);
    for (const range of ranges) {
      expect(range).not.toContain(0x09f3);
      for (let point = 0x0980; point <= 0x09ff; point++)
        if (point !== 0x09f3) expect(range).toContain(point);
    }
  });
});
