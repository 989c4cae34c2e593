import { PICTURE_PREVIEW, PRODUCT_PICTURES_PATH_PREFIX } from '@shop/contracts';
import type {} from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { mapError } from '../common';
import { ImageWorkBusyError, imageWork, type ImageWorkQueue } from './image-work-queue';

/**
 * Raster previews of the seed's SVG product pictures: link previews (Facebook, WhatsApp, X) show
 * no SVG, so `/static/products/<slug>.png` is the picture `<slug>.svg` rendered 1200 × 900 (the
 * seed's pictures are 4:3). Rendered on the first request through the image work queue and kept in
 * a cache folder (under UPLOADS_DIR, which every API process shares and may write); a newer SVG
 * (a release) is rendered again. Files are written to a temporary name and renamed, so another
 * process never serves half a file.
 */

/** The folder under UPLOADS_DIR that keeps the rendered previews. */
export const PREVIEWS_SUBDIR = 'previews';

/** A seed picture's slug, as `seed-data.ts` names them: nothing that could leave the folder. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A palette PNG: sharp edges of flat drawings, 14 KB where JPEG (quality 85) takes 18 KB. */
export async function renderPicturePreview(svg: Buffer): Promise<Buffer> {
  const { width = PICTURE_PREVIEW.width } = await sharp(svg).metadata();
  // SVG is drawn at 72 dpi: this density draws it at the preview's width, not drawn small and enlarged.
  return sharp(svg, { density: (72 * PICTURE_PREVIEW.width) / width })
    .resize(PICTURE_PREVIEW.width, PICTURE_PREVIEW.height, { fit: 'contain', background: '#ffffff' })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}

export class PicturePreviews {
  /** Renders under way in this process, by slug: a second request waits for the first. */
  private readonly rendering = new Map<string, Promise<string | undefined>>();

  constructor(
    /** The folder of the SVG pictures (services/static/products). */
    private readonly sourceDir: string,
    /** Where the PNGs are kept. */
    readonly cacheDir: string,
    private readonly queue: ImageWorkQueue = imageWork,
  ) {}

  /**
   * The file name (in cacheDir) of the slug's preview, rendered first when missing or older than
   * its SVG; undefined when there is no such picture. ImageWorkBusyError when the queue is full.
   */
  async file(slug: string): Promise<string | undefined> {
    if (!SLUG.test(slug)) return undefined;
    const running = this.rendering.get(slug);
    if (running) return running;
    const job = this.ensure(slug).finally(() => this.rendering.delete(slug));
    this.rendering.set(slug, job);
    return job;
  }

  private async ensure(slug: string): Promise<string | undefined> {
    const source = join(this.sourceDir, `${slug}.svg`);
    const name = `${slug}.png`;
    const target = join(this.cacheDir, name);
    const svgTime = await modified(source);
    if (svgTime === undefined) return undefined;
    if ((await modified(target) ?? -1) >= svgTime) return name;
    const png = await this.queue.run(async () => renderPicturePreview(await readFile(source)));
    await mkdir(this.cacheDir, { recursive: true });
    const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, png);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return name;
  }
}

/**
 * `GET|HEAD /static/products/<slug>.png` on the bare Fastify instance (beside the static files, not
 * a Nest route under /api). Sent by @fastify/static like every static image (ETag, Range, `maxAge`);
 * a slug without a picture is the static files' 404.
 */
export function registerPicturePreviews(
  fastify: FastifyInstance,
  previews: PicturePreviews,
  options: { maxAge: string },
): void {
  fastify.get<{ Params: { slug: string } }>(`${PRODUCT_PICTURES_PATH_PREFIX}:slug.png`, async (request, reply) => {
    let name: string | undefined;
    try {
      name = await previews.file(request.params.slug);
    } catch (error) {
      return answerError(reply, error);
    }
    if (!name) return reply.callNotFound();
    return reply.sendFile(name, previews.cacheDir, { maxAge: options.maxAge });
  });
}

function answerError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ImageWorkBusyError) void reply.header('Retry-After', String(error.retryAfterSeconds));
  const { body, unexpected } = mapError(error);
  if (unexpected) reply.log.error(error);
  return reply.status(body.statusCode).send(body);
}

async function modified(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}
