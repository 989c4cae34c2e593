import { Injectable } from '@nestjs/common';
import type { UploadedImage } from '@shop/contracts';
import { buildSrcset, newImageId, storedFileName, variantFileName, variantUrl } from './image-files';
import { encodeImageVariants } from './image-processing';
import { ImageStorage } from './image-storage';

/**
 * The shop's own image storage: uploads checked by content, re-encoded to WebP in the IMAGE_WIDTHS
 * and served by the API at `/uploads/images/`. Reviews (and products) keep the URL of an image
 * stored here and ask `isStoredImage` before they accept one.
 */
@Injectable()
export class ImagesService {
  constructor(private readonly storage: ImageStorage) {}

  /** Stores an upload (any PNG, JPEG or WebP: see encodeImageVariants) and describes its variants. */
  async store(bytes: Buffer): Promise<UploadedImage> {
    const encoded = await encodeImageVariants(bytes);
    const id = newImageId();
    await this.storage.writeAll(encoded.map((variant) => ({ name: variantFileName(id, variant.name), data: variant.data })));
    const variants = encoded.map(({ name, width, height }) => ({ name, width, height, url: variantUrl(id, name) }));
    return { id, url: variantUrl(id, 'detail'), variants, srcset: buildSrcset(variants) };
  }

  /** True when `url` is the path of an image variant this storage wrote and the file is still there. */
  async isStoredImage(url: string): Promise<boolean> {
    const name = typeof url === 'string' ? storedFileName(url) : undefined;
    return name !== undefined && this.storage.exists(name);
  }
}
