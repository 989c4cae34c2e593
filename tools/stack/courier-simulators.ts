/**
 * `npm start` without a courier's keys: its SIMULATOR is started and the API gets the simulator's
 * keys, base URL and webhook secret (COURIERS_SIMULATOR=true: the API says so in its log and its
 * answers). With a courier's keys in the environment, that courier's real API is used.
 */
import {
  type RunningPathaoSimulator,
  type RunningRedxSimulator,
  type RunningSteadfastSimulator,
  startPathaoSimulator,
  startRedxSimulator,
  startSteadfastSimulator,
} from '../courier-simulators';
import type { StackPorts } from './ports';

export interface CourierSimulators {
  steadfast?: RunningSteadfastSimulator;
  pathao?: RunningPathaoSimulator;
  redx?: RunningRedxSimulator;
  /** What the API's environment gets (empty when every courier has real keys). */
  apiEnv: Record<string, string>;
  close(): Promise<void>;
}

export async function startCourierSimulators(options: {
  ports: StackPorts;
  env: NodeJS.ProcessEnv;
  /** The API's base, e.g. http://127.0.0.1:3000/api: where the simulators send webhooks. */
  apiUrl: string;
  log: (source: string, line: string) => void;
}): Promise<CourierSimulators> {
  const { ports, env, apiUrl, log } = options;
  const started: CourierSimulators = { apiEnv: {}, close: async () => undefined };
  const closers: Array<() => Promise<void>> = [];
  started.close = async () => {
    for (const close of closers.splice(0)) await close();
  };
  try {
    if (!env.STEADFAST_API_KEY) {
      const sim = await startSteadfastSimulator({
        port: ports.steadfast,
        webhookUrl: `${apiUrl}/couriers/steadfast/webhook`,
        log: (line) => log('steadfast', line),
      });
      closers.push(() => sim.close());
      started.steadfast = sim;
      Object.assign(started.apiEnv, {
        STEADFAST_API_KEY: sim.credentials.apiKey,
        STEADFAST_SECRET_KEY: sim.credentials.secretKey,
        STEADFAST_BASE_URL: sim.baseUrl,
        STEADFAST_WEBHOOK_TOKEN: sim.credentials.webhookToken,
      });
    }
    if (!env.PATHAO_CLIENT_ID) {
      const sim = await startPathaoSimulator({
        port: ports.pathao,
        webhookUrl: `${apiUrl}/couriers/pathao/webhook`,
        log: (line) => log('pathao', line),
      });
      closers.push(() => sim.close());
      started.pathao = sim;
      Object.assign(started.apiEnv, {
        PATHAO_CLIENT_ID: sim.credentials.clientId,
        PATHAO_CLIENT_SECRET: sim.credentials.clientSecret,
        PATHAO_USERNAME: sim.credentials.username,
        PATHAO_PASSWORD: sim.credentials.password,
        PATHAO_STORE_ID: String(sim.credentials.storeId),
        PATHAO_BASE_URL: sim.baseUrl,
        PATHAO_WEBHOOK_SECRET: sim.credentials.webhookSecret,
      });
    }
    if (!env.REDX_API_TOKEN) {
      const sim = await startRedxSimulator({
        port: ports.redx,
        webhookUrl: '',
        log: (line) => log('redx', line),
      });
      // RedX sends credentials in the callback URL's query, as its document asks.
      sim.setWebhookUrl(`${apiUrl}/couriers/redx/webhook?token=${sim.credentials.webhookToken}`);
      closers.push(() => sim.close());
      started.redx = sim;
      Object.assign(started.apiEnv, {
        REDX_API_TOKEN: sim.credentials.token,
        REDX_BASE_URL: sim.baseUrl,
        REDX_WEBHOOK_TOKEN: sim.credentials.webhookToken,
      });
    }
  } catch (error) {
    await started.close();
    throw error;
  }
  if (Object.keys(started.apiEnv).length > 0) started.apiEnv.COURIERS_SIMULATOR = 'true';
  return started;
}
