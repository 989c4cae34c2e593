/**
 * How the API is pointed at a running simulator: the keys, base URL and webhook secret its
 * environment gets, and where the simulator sends its webhooks. `npm start` (tools/stack) and the
 * API e2e tests wire the simulators the same way.
 */
import type { RunningPathaoSimulator } from './pathao';
import type { RunningRedxSimulator } from './redx';
import type { RunningSteadfastSimulator } from './steadfast';

export function steadfastApiEnv(sim: RunningSteadfastSimulator): Record<string, string> {
  return {
    STEADFAST_API_KEY: sim.credentials.apiKey,
    STEADFAST_SECRET_KEY: sim.credentials.secretKey,
    STEADFAST_BASE_URL: sim.baseUrl,
    STEADFAST_WEBHOOK_TOKEN: sim.credentials.webhookToken,
  };
}

export function pathaoApiEnv(sim: RunningPathaoSimulator): Record<string, string> {
  return {
    PATHAO_CLIENT_ID: sim.credentials.clientId,
    PATHAO_CLIENT_SECRET: sim.credentials.clientSecret,
    PATHAO_USERNAME: sim.credentials.username,
    PATHAO_PASSWORD: sim.credentials.password,
    PATHAO_STORE_ID: String(sim.credentials.storeId),
    PATHAO_BASE_URL: sim.baseUrl,
    PATHAO_WEBHOOK_SECRET: sim.credentials.webhookSecret,
  };
}

export function redxApiEnv(sim: RunningRedxSimulator): Record<string, string> {
  return {
    REDX_API_TOKEN: sim.credentials.token,
    REDX_BASE_URL: sim.baseUrl,
    REDX_WEBHOOK_TOKEN: sim.credentials.webhookToken,
  };
}

/** The webhook URLs of an API whose base is `apiUrl` (e.g. http://127.0.0.1:3000/api). */
export const steadfastWebhookUrl = (apiUrl: string) => `${apiUrl}/couriers/steadfast/webhook`;
export const pathaoWebhookUrl = (apiUrl: string) => `${apiUrl}/couriers/pathao/webhook`;
/** RedX sends its credentials in the callback URL's query, as its document asks. */
export const redxWebhookUrl = (apiUrl: string, sim: RunningRedxSimulator) =>
  `${apiUrl}/couriers/redx/webhook?token=${sim.credentials.webhookToken}`;
