/**
 * The one-process limit of `npm run bench:api`'s catalogue reads: a bare `node:http` server that
 * answers each measured URL with the API's own answer — its status, headers and body bytes as the
 * API sent them, fetched once at start — and does nothing else per request (no framework, no hooks,
 * one Map lookup). The API's read rate as a share of this one's is what its layers cost (Fastify,
 * Nest, the cache lookup, the headers): a request can be answered no faster by one Node process.
 * Run as its own process by api.ts, after the API has started:
 *
 *   SOURCE=http://127.0.0.1:3000 PATHS='["/api/part"]' PORT=3998 node --import tsx tools/bench/api-bare-http.ts
 *
 * The first of PATHS is also its health URL: it listens only once every answer is fetched.
 */
import { get, createServer, type IncomingMessage } from 'node:http';

/**
 * Headers that belong to one connection or one moment, which Node writes itself for each answer
 * (as it does for the API's): everything else is sent as the API sent it.
 */
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** A recorded answer, ready to be written again as it is. */
export interface RecordedAnswer {
  status: number;
  /** Flat `[name, value, name, value…]`, as `writeHead` takes them. */
  headers: string[];
  body: Buffer;
}

/** The headers to send again from a response's raw headers: all but the per-answer ones. */
export function headersToReplay(rawHeaders: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (!PER_ANSWER_HEADERS.has(rawHeaders[i].toLowerCase()))
      kept.push(rawHeaders[i], rawHeaders[i + 1]);
  }
  // Answers of unknown length were chunked; they are sent again with the length they turned out to have.
  return kept;
}

/** One GET of `url`, as autocannon asks (no Accept-Encoding): the answer's bytes as they came. */
function record(url: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    get(url, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = headersToReplay(response.rawHeaders);
        if (!headers.some((name, i) => i % 2 === 0 && name.toLowerCase() === 'content-length')) {
          headers.push('content-length', String(body.length));
        }
        resolve({ status: response.statusCode ?? 0, headers, body });
      });
    }).on('error', reject);
  });
}

async function main(): Promise<void> {
  const source = process.env.SOURCE;
  const port = Number(process.env.PORT);
  const paths = JSON.parse(process.env.PATHS ?? '[]') as string[];
  if (!source || !port || paths.length === 0)
    throw new Error('SOURCE, PATHS and PORT are required');
  const answers = new Map<string, RecordedAnswer>();
  for (const path of paths) answers.set(path, await record(source + path));

  const server = createServer((request, response) => {
    const answer = request.method === 'GET' ? answers.get(request.url ?? '') : undefined;
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  // As Fastify's (72 s), so that even the Keep-Alive header is the API's.
  server.keepAliveTimeout = 72_000;
  const close = () => server.close(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  server.listen(port, '127.0.0.1');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(
      `bare node:http server failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
