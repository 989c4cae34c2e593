import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { AppConfig } from '../config';

/** URL prefix of uploaded files (served by @fastify/static from UPLOADS_DIR, see app.ts). */
export const UPLOADS_PREFIX = '/uploads/';

/** Profile photos on disk under UPLOADS_DIR, each with a random name, always WebP (encodeProfilePhoto). */
@Injectable()
export class ProfilePhotoStorage {
  private readonly logger = new Logger(ProfilePhotoStorage.name);

  constructor(private readonly config: ConfigService<AppConfig, true>) {}

  private get dir(): string {
    return this.config.get('UPLOADS_DIR', { infer: true });
  }

  /** Writes a re-encoded WebP photo and answers its URL path (`/uploads/<random>.webp`). */
  async save(webp: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await writeFile(join(this.dir, name), webp, { flag: 'wx' });
    return `${UPLOADS_PREFIX}${name}`;
  }

  /** Deletes a photo this storage wrote earlier; other URLs (Google's, seed avatars) are left alone. */
  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith(UPLOADS_PREFIX)) return;
    const name = basename(url);
    // .png and .jpg: photos stored as sent, before uploads were re-encoded.
    if (!/^[0-9a-f]{32}\.(png|jpg|webp)$/.test(name)) return;
    await unlink(join(this.dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') this.logger.warn(`Could not delete old photo ${name}: ${error.message}`);
    });
  }
}
