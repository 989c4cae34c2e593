import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  pathaoApiEnv,
  pathaoWebhookUrl,
  redxApiEnv,
  redxWebhookUrl,
  type RunningPathaoSimulator,
  type RunningRedxSimulator,
  type RunningSteadfastSimulator,
  startPathaoSimulator,
  startRedxSimulator,
  startSteadfastSimulator,
  steadfastApiEnv,
  steadfastWebhookUrl,
} from '@shop/tools/courier-simulators';
import { bootApp, dropAndClose } from './app';

/** The API with the three couriers' simulators (`startCourierApp`). */
export interface CourierApp {
  app: NestFastifyApplication;
  steadfast: RunningSteadfastSimulator;
  pathao: RunningPathaoSimulator;
  redx: RunningRedxSimulator;
  /** RedX's webhook address as set (it carries the simulator's secret): to set it back. */
  redxWebhook: string;
  /** Drops the test file's database, closes the API, then the simulators. */
  close(): Promise<void>;
}

/**
 * Starts the Steadfast, Pathao and RedX simulators, boots the real API with their keys (simulated
 * couriers allowed) on a port of its own, and points each simulator's webhooks at it, as a
 * courier's merchant panel would be set up.
 */
export async function startCourierApp(options: {
  /** The test file's own database. */
  database: string;
  /** More environment for the API (e.g. `SHIPMENT_MOVES_SECONDS`). */
  env?: Record<string, string>;
}): Promise<CourierApp> {
  const [steadfast, pathao, redx] = await Promise.all([
    startSteadfastSimulator({ port: 0 }),
    startPathaoSimulator({ port: 0 }),
    startRedxSimulator({ port: 0 }),
  ]);
  const closeSimulators = () => Promise.all([steadfast.close(), pathao.close(), redx.close()]);
  let app: NestFastifyApplication | undefined;
  try {
    app = await bootApp({
      database: options.database,
      env: {
        ...steadfastApiEnv(steadfast),
        ...pathaoApiEnv(pathao),
        ...redxApiEnv(redx),
        COURIERS_SIMULATOR: 'true',
        ...options.env,
      },
    });
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await dropAndClose(app).catch(() => undefined);
    await closeSimulators();
    throw error;
  }
  const { port } = app.getHttpServer().address() as { port: number };
  const api = `http://127.0.0.1:${port}/api`;
  const redxWebhook = redxWebhookUrl(api, redx);
  steadfast.setWebhookUrl(steadfastWebhookUrl(api));
  pathao.setWebhookUrl(pathaoWebhookUrl(api));
  redx.setWebhookUrl(redxWebhook);
  const running = app;
  return {
    app: running,
    steadfast,
    pathao,
    redx,
    redxWebhook,
    close: async () => {
      try {
        await dropAndClose(running);
      } finally {
        await closeSimulators();
      }
    },
  };
}
