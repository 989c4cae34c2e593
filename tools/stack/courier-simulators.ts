/**
 * `npm start` without a courier's keys: its SIMULATOR is started and the API gets the simulator's
 * keys, base URL and webhook secret (COURIERS_SIMULATOR=true: the API says so in its log and its
 * answers). With a courier's keys in the environment, that courier's real API is used.
 */
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
        webhookUrl: steadfastWebhookUrl(apiUrl),
        log: (line) => log('steadfast', line),
      });
      closers.push(() => sim.close());
      started.steadfast = sim;
      Object.assign(started.apiEnv, steadfastApiEnv(sim));
    }
    if (!env.PATHAO_CLIENT_ID) {
      const sim = await startPathaoSimulator({
        port: ports.pathao,
        webhookUrl: pathaoWebhookUrl(apiUrl),
        log: (line) => log('pathao', line),
      });
      closers.push(() => sim.close());
      started.pathao = sim;
      Object.assign(started.apiEnv, pathaoApiEnv(sim));
    }
    if (!env.REDX_API_TOKEN) {
      const sim = await startRedxSimulator({
        port: ports.redx,
        webhookUrl: '',
        log: (line) => log('redx', line),
      });
      sim.setWebhookUrl(redxWebhookUrl(apiUrl, sim));
      closers.push(() => sim.close());
      started.redx = sim;
      Object.assign(started.apiEnv, redxApiEnv(sim));
    }
  } catch (error) {
    await started.close();
    throw error;
  }
  if (Object.keys(started.apiEnv).length > 0) started.apiEnv.COURIERS_SIMULATOR = 'true';
  return started;
}
