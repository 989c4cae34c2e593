/**
 * Starts the API: validates the environment first (before loading the app, so a bad variable gives
 * one line naming it and nothing else), then creates the app and listens on API_HOST:API_PORT.
 */
import { ConfigValidationError, validateEnv } from './config';

async function bootstrap(): Promise<void> {
  const config = validateEnv(process.env);
  const [{ Logger }, { createApp, DOCS_PATH }] = await Promise.all([import('@nestjs/common'), import('./app')]);
  const app = await createApp();
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  const url = (await app.getUrl()).replace('[::1]', 'localhost');
  new Logger('Bootstrap').log(`API listening on ${url}/api (OpenAPI docs at ${url}/${DOCS_PATH})`);
}

bootstrap().catch((error: unknown) => {
  // One line, no stack: configuration mistakes are the usual cause and the message names the variable.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigValidationError ? message : `API failed to start: ${message}`);
  process.exit(1);
});
