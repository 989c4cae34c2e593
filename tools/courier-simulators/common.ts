/**
 * What the three courier simulators share: a Fastify server that says it is a simulator on every
 * answer, a switch that makes it "down" (503, as a courier outage looks), a lost answer (the call
 * is carried out, the connection dropped), and the webhook sender.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export interface SimulatorOptions {
  /** 0: any free port. */
  port: number;
  host?: string;
  /** Where the simulator POSTs the courier's webhook (the shop's /api/couriers/<courier>/webhook). */
  webhookUrl?: string;
  log?: (line: string) => void;
}

export interface SimulatorControls {
  port: number;
  /** Origin, e.g. http://127.0.0.1:4311 */
  url: string;
  /** Every answer is 503 until set back (the courier is down). */
  setDown(down: boolean): void;
  /** The next call of this endpoint is carried out, then its connection dropped (answer lost). */
  loseNextAnswer(endpoint: 'create'): void;
  /** Where webhooks go from now on. */
  setWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
}

export interface SimulatorBase {
  app: FastifyInstance;
  log: (line: string) => void;
  /** Whether this call's answer is to be lost (consumes the flag). */
  takeLoss(endpoint: 'create'): boolean;
  /** Drops the connection without an answer, after the work was done. */
  dropAnswer(reply: FastifyReply): void;
  webhookUrl(): string | undefined;
  controls(): Omit<SimulatorControls, 'port' | 'url' | 'close'>;
}

export function createSimulatorBase(courier: string, options: SimulatorOptions): SimulatorBase {
  const log = (line: string) =>
    (options.log ?? (() => undefined))(`[${courier} SIMULATOR] ${line}`);
  const app = Fastify({ logger: false });
  let down = false;
  let webhookUrl = options.webhookUrl;
  const losses = new Set<'create'>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('X-Courier-Simulator', courier);
    if (down && !request.url.startsWith('/__simulator')) {
      log(`${request.method} ${request.url}: 503 (set down)`);
      await reply.code(503).send({ message: `${courier} simulator is set down` });
    }
  });

  return {
    app,
    log,
    takeLoss: (endpoint) => losses.delete(endpoint),
    dropAnswer: (reply) => {
      reply.hijack();
      reply.raw.socket?.destroy();
    },
    webhookUrl: () => webhookUrl,
    controls: () => ({
      setDown: (value: boolean) => {
        down = value;
        log(value ? 'set DOWN: every answer is 503' : 'back up');
      },
      loseNextAnswer: (endpoint) => losses.add(endpoint),
      setWebhookUrl: (url) => {
        webhookUrl = url;
      },
    }),
  };
}

export async function listen(
  base: SimulatorBase,
  options: SimulatorOptions,
): Promise<{ port: number; url: string }> {
  const host = options.host ?? '127.0.0.1';
  await base.app.listen({ port: options.port, host });
  const address = base.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host}:${port}`;
  base.log(`listening on ${url} — a SIMULATOR: no parcel moves, no rider comes`);
  return { port, url };
}

/** POSTs a webhook to the shop; answers its HTTP status and headers (0: not delivered). */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; headers: Headers | null }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers };
  } catch {
    return { status: 0, headers: null };
  }
}

export function randomFrom(alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1)
    text += alphabet[Math.floor(Math.random() * alphabet.length)];
  return text;
}

export const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const HEX = '0123456789ABCDEF';

/** "YYYY-MM-DD HH:MM:SS" in Bangladesh time (UTC+6), as Steadfast and Pathao write `updated_at`. */
export function bangladeshClock(date = new Date()): string {
  return new Date(date.getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
