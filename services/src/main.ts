import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createApp, DOCS_PATH } from './app';
import type { AppConfig } from './config';
import { ConfigValidationError } from './config';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<ConfigService<AppConfig, true>>(ConfigService);
  const port = config.get('API_PORT', { infer: true });
  const host = config.get('API_HOST', { infer: true });
  await app.listen({ port, host });
  const url = (await app.getUrl()).replace('[::1]', 'localhost');
  new Logger('Bootstrap').log(`API listening on ${url}/api (OpenAPI docs at ${url}/${DOCS_PATH})`);
}

bootstrap().catch((error: unknown) => {
  // One line, no stack: configuration mistakes are the usual cause and the message names the variable.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigValidationError ? message : `API failed to start: ${message}`);
  process.exit(1);
});
