/** Where global-setup leaves the URI of the database server the e2e tests share. */
export const E2E_URI_VARIABLE = 'SHOP_E2E_MONGODB_URI';

/** A MongoDB URI without its database path (query string kept). */
export function serverUri(uri: string): string {
  const url = new URL(uri);
  url.pathname = '/';
  return url.toString().replace(/\/$/, '');
}

/** The URI of a database of its own for one test file, on the given server (default: the shared one). */
export function databaseUri(database: string, server = process.env[E2E_URI_VARIABLE]): string {
  if (!server) throw new Error(`${E2E_URI_VARIABLE} is not set: run the e2e tests with jest.e2e.config.js`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}
