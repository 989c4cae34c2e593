import { startCourierSimulators } from './courier-simulators';
import type { StackPorts } from './ports';

const ANY_PORTS: StackPorts = {
  api: 0,
  shell: 0,
  'mfe-shop': 0,
  'mfe-dashboard': 0,
  'mfe-admin': 0,
  mongo: 0,
  bkash: 0,
  steadfast: 0,
  pathao: 0,
  redx: 0,
};

describe('startCourierSimulators', () => {
  it('without keys: all three simulators, their keys and webhook secrets for the API', async () => {
    const lines: string[] = [];
    const sims = await startCourierSimulators({
      ports: ANY_PORTS,
      env: {},
      apiUrl: 'http://127.0.0.1:3000/api',
      log: (source, line) => lines.push(`${source} ${line}`),
    });
    try {
      expect(sims.apiEnv).toMatchObject({
        STEADFAST_API_KEY: sims.steadfast!.credentials.apiKey,
        STEADFAST_BASE_URL: sims.steadfast!.baseUrl,
        STEADFAST_WEBHOOK_TOKEN: sims.steadfast!.credentials.webhookToken,
        PATHAO_STORE_ID: String(sims.pathao!.credentials.storeId),
        PATHAO_WEBHOOK_SECRET: sims.pathao!.credentials.webhookSecret,
        REDX_API_TOKEN: sims.redx!.credentials.token,
        REDX_WEBHOOK_TOKEN: sims.redx!.credentials.webhookToken,
        COURIERS_SIMULATOR: 'true',
      });
      // Labelled honestly in the log.
      expect(lines.filter((line) => line.includes('a SIMULATOR: no parcel moves'))).toHaveLength(3);
      const answer = await fetch(`${sims.redx!.baseUrl}/areas`, {
        headers: { 'API-ACCESS-TOKEN': `Bearer ${sims.redx!.credentials.token}` },
      });
      expect(answer.headers.get('x-courier-simulator')).toBe('RedX');
    } finally {
      await sims.close();
    }
  });

  it("a courier's own keys: its real API, no simulator for it", async () => {
    const sims = await startCourierSimulators({
      ports: ANY_PORTS,
      env: { STEADFAST_API_KEY: 'real', PATHAO_CLIENT_ID: 'real', REDX_API_TOKEN: 'real' },
      apiUrl: 'http://127.0.0.1:3000/api',
      log: () => undefined,
    });
    expect(sims.steadfast ?? sims.pathao ?? sims.redx).toBeUndefined();
    expect(sims.apiEnv).toEqual({});
    await sims.close();
  });
});
