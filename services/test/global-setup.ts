/**
 * Starts one in-memory embedded MongoDB for the whole API e2e run (unless MONGODB_URI already points
 * at a server, e.g. one started by `npm test`). Each test file then uses its own database on it.
 */
import { startEmbeddedMongo } from '@shop/tools/embedded-mongo';
import { E2E_URI_VARIABLE, serverUri } from './helpers/database';

export default async function globalSetup(): Promise<void> {
  if (process.env.MONGODB_URI) {
    process.env[E2E_URI_VARIABLE] = serverUri(process.env.MONGODB_URI);
    return;
  }
  const mongo = await startEmbeddedMongo({ backend: 'memory', installMissing: true });
  (globalThis as { __SHOP_E2E_MONGO__?: typeof mongo }).__SHOP_E2E_MONGO__ = mongo;
  process.env[E2E_URI_VARIABLE] = mongo.uri;
}
