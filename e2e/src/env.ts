/** URLs of the shop that global-setup.ts started. */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the browser tests through playwright.config.ts`);
  return value;
}

export const shop = {
  get url(): string {
    return required('SHOP_URL');
  },
  get apiUrl(): string {
    return required('SHOP_API_URL');
  },
  get dashboardUrl(): string {
    return required('SHOP_MFE_DASHBOARD_URL');
  },
  get adminUrl(): string {
    return required('SHOP_MFE_ADMIN_URL');
  },
  /** A port the API accepts browser requests from, for a test's own shell server. */
  get spareShellPort(): number {
    return Number(required('SHOP_SPARE_SHELL_PORT'));
  },
  /** The origins of that spare shell: a test's own remote servers let them read their files. */
  get spareShellOrigins(): string[] {
    return [`http://localhost:${this.spareShellPort}`, `http://127.0.0.1:${this.spareShellPort}`];
  },
  /** Where the API writes its mails (.eml files) during the run. */
  get outboxDir(): string {
    return required('SHOP_OUTBOX_DIR');
  },
  /** The release store the API checks releases in (RELEASE_STORE_DIR of the run). */
  get releaseStore(): string {
    return required('SHOP_RELEASE_STORE');
  },
  /** Mailpit's web UI and API, where the shop's mails go during the run. */
  get mailpitUrl(): string {
    return required('SHOP_MAILPIT_URL');
  },
  /** The run's database (for tests that move an order's clock). */
  get mongoUri(): string {
    return required('SHOP_MONGO_URI');
  },
  get runtimeConfig(): { apiUrl: string; remotes: Record<string, string> } {
    return JSON.parse(required('SHOP_RUNTIME_CONFIG'));
  },
};
