/**
 * Starts the API: validates the environment first (before loading the app, so a bad variable gives
 * one line naming it and nothing else), waits for the database, then creates the app and listens on
 * API_HOST:API_PORT.
 */
import { ConfigValidationError, validateEnv } from './config';

async function bootstrap(): Promise<void> {
  const config = validateEnv(process.env);
  const [{ Logger }, { waitForDatabase }, { createApp, DOCS_PATH }] = await Promise.all([
    import('@nestjs/common'),
    import('./database'),
    import('./app'),
  ]);
  const logger = new Logger('Bootstrap');
  await waitForDatabase(config.MONGODB_URI, { onRetry: (message) => logger.warn(message) });
  const app = await createApp();
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  const url = (await app.getUrl()).replace('[::1]', 'localhost');
  logger.log(`API listening on ${url}/api (OpenAPI docs at ${url}/${DOCS_PATH})`);
}

bootstrap().catch((error: unknown) => {
  // One line, no stack: a bad variable or an unreachable database are the usual causes.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigValidationError ? message : `API failed to start: ${message}`);
  process.exit(1);
});
