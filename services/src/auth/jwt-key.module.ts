import { Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '../config';
import { type JwtKey, readableByOthers, resolveJwtKey } from './jwt-key';

/** Injection token of the access tokens' HS256 key (a string). */
export const JWT_KEY = Symbol('JWT_KEY');

/** Provides the HS256 key once per process: JWT_SECRET, or the installation's generated key file. */
@Module({
  providers: [
    {
      provide: JWT_KEY,
      inject: [ConfigService],
      useFactory: async (config: ConfigService<AppConfig, true>): Promise<string> => {
        const key = await resolveJwtKey({
          JWT_SECRET: config.get('JWT_SECRET', { infer: true }),
          JWT_SECRET_FILE: config.get('JWT_SECRET_FILE', { infer: true }),
        });
        await logKeySource(key);
        return key.secret;
      },
    },
  ],
  exports: [JWT_KEY],
})
export class JwtKeyModule {}

async function logKeySource(key: JwtKey): Promise<void> {
  if (key.source === 'env') return;
  const logger = new Logger('JwtKey');
  logger.log(
    `JWT_SECRET is not set: access tokens are signed with the key ${key.created ? 'just generated' : 'generated'} for this installation in ${key.path} (set JWT_SECRET to use your own)`,
  );
  if (await readableByOthers(key.path)) {
    logger.warn(
      `${key.path} can be read by other users of this machine: chmod 600 it (whoever reads it can forge access tokens)`,
    );
  }
}
