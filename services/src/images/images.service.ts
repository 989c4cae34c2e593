import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { UploadedImage } from '@shop/contracts';
import { type Model, Types } from 'mongoose';
import { buildSrcset, newImageId, STORED_URL, storedFileName, variantFileName, variantUrl } from './image-files';
import { encodeImageVariants } from './image-processing';
import { ImageStorage } from './image-storage';
import { ImageOwner } from './schemas/image-owner.schema';

/**
 * The shop's own image storage: uploads checked by content, re-encoded to WebP in the IMAGE_WIDTHS
 * and served by the API at `/uploads/images/`. Reviews and returns keep the URL of an image their
 * author uploaded (`isOwnImage`); products, any image stored here (`isStoredImage`: admins pick
 * among each other's product photos).
 */
@Injectable()
export class ImagesService {
  constructor(
    private readonly storage: ImageStorage,
    @InjectModel(ImageOwner.name) private readonly owners: Model<ImageOwner>,
  ) {}

  /**
   * Stores an upload (any PNG, JPEG or WebP: see encodeImageVariants) for the account `ownerId` and
   * describes its variants. The owner is written first: files without an owner are never written.
   */
  async store(bytes: Buffer, ownerId: string): Promise<UploadedImage> {
    const encoded = await encodeImageVariants(bytes);
    const id = newImageId();
    await this.owners.create({ _id: id, ownerId: new Types.ObjectId(ownerId) });
    try {
      await this.storage.writeAll(encoded.map((variant) => ({ name: variantFileName(id, variant.name), data: variant.data })));
    } catch (error) {
      await this.owners.deleteOne({ _id: id }).exec();
      throw error;
    }
    const variants = encoded.map(({ name, width, height }) => ({ name, width, height, url: variantUrl(id, name) }));
    return { id, url: variantUrl(id, 'detail'), variants, srcset: buildSrcset(variants) };
  }

  /** True when `url` is the path of an image variant this storage wrote and the file is still there. */
  async isStoredImage(url: string): Promise<boolean> {
    const name = typeof url === 'string' ? storedFileName(url) : undefined;
    return name !== undefined && this.storage.exists(name);
  }

  /**
   * True when `url` is an image this storage wrote, still there, and uploaded by `userId`. Images
   * stored before uploads had owners have none, and are nobody's to attach.
   */
  async isOwnImage(url: string, userId: string): Promise<boolean> {
    const match = typeof url === 'string' ? STORED_URL.exec(url) : null;
    if (!match || !Types.ObjectId.isValid(userId)) return false;
    const owner = await this.owners.exists({ _id: match[1], ownerId: new Types.ObjectId(userId) }).exec();
    return owner !== null && (await this.isStoredImage(url));
  }
}
