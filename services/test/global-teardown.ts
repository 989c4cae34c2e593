import type { EmbeddedMongo } from '@shop/tools/embedded-mongo';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __SHOP_E2E_MONGO__?: EmbeddedMongo };
  await holder.__SHOP_E2E_MONGO__?.stop();
  delete holder.__SHOP_E2E_MONGO__;
}
