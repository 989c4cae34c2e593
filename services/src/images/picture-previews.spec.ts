import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { STATIC_DIR } from '../paths';
import { ImageWorkQueue } from './image-work-queue';
import { PicturePreviews, renderPicturePreview } from './picture-previews';

const SEED_SVG = join(STATIC_DIR, 'products', 'realme-c53.svg');

describe('renderPicturePreview', () => {
  it("renders a seed picture as a PNG 1200 × 900 (the SVG's 400 × 300 drawn at that size)", async () => {
    const png = await renderPicturePreview(await readFile(SEED_SVG));
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 900 });
  });
});

describe('PicturePreviews', () => {
  let dir: string;
  let previews: PicturePreviews;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'previews-'));
    await writeFile(join(dir, 'watch.svg'), await readFile(SEED_SVG));
    previews = new PicturePreviews(dir, join(dir, 'cache'), new ImageWorkQueue());
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('renders a picture once into the cache folder, whole (no temporary file left), however often asked', async () => {
    const names = await Promise.all([previews.file('watch'), previews.file('watch')]);
    expect(names).toEqual(['watch.png', 'watch.png']);
    expect(await readdir(join(dir, 'cache'))).toEqual(['watch.png']);
    const first = await readFile(join(dir, 'cache', 'watch.png'));
    expect((await sharp(first).metadata()).width).toBe(1200);
    await writeFile(join(dir, 'cache', 'watch.png'), 'kept');
    expect(await previews.file('watch')).toBe('watch.png');
    expect(await readFile(join(dir, 'cache', 'watch.png'), 'utf8')).toBe('kept');
  });

  it('renders again when the SVG is newer than its PNG', async () => {
    await previews.file('watch');
    await writeFile(join(dir, 'cache', 'watch.png'), 'stale');
    const past = new Date(Date.now() - 60_000);
    await utimes(join(dir, 'cache', 'watch.png'), past, past);
    await previews.file('watch');
    expect((await sharp(await readFile(join(dir, 'cache', 'watch.png'))).metadata()).width).toBe(1200);
  });

  it('has no preview for an unknown slug nor for a name that could leave the folder', async () => {
    for (const slug of ['missing', '../watch', 'Watch', 'watch.svg', '']) {
      expect(await previews.file(slug)).toBeUndefined();
    }
  });
});
