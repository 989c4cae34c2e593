import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { IMAGES_SUBDIR } from './image-files';

/** Image files on disk in `${UPLOADS_DIR}/images/` (naming: image-files.ts). */
@Injectable()
export class ImageStorage {
  private readonly logger = new Logger(ImageStorage.name);

  constructor(private readonly config: ConfigService<AppConfig, true>) {}

  private get dir(): string {
    return join(this.config.get('UPLOADS_DIR', { infer: true }), IMAGES_SUBDIR);
  }

  /**
   * Writes all files of one image, each only if no file has that name yet; when one write fails,
   * the ones already written are deleted again, so an image is stored whole or not at all.
   */
  async writeAll(files: readonly { name: string; data: Buffer }[]): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const written: string[] = [];
    try {
      for (const file of files) {
        await writeFile(join(this.dir, file.name), file.data, { flag: 'wx' });
        written.push(file.name);
      }
    } catch (error) {
      await Promise.all(written.map((name) => this.remove(name)));
      throw error;
    }
  }

  /** True when a regular file of this name (already checked to be one of ours) exists. */
  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(join(this.dir, name))).isFile();
    } catch {
      return false;
    }
  }

  private async remove(name: string): Promise<void> {
    await unlink(join(this.dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') this.logger.warn(`Could not delete image file ${name}: ${error.message}`);
    });
  }
}
