/**
 * One autocannon run in a process of its own (`bench:ssr`): the static server being measured lives
 * in the benchmark's process, so the load must not share its event loop. Reads its options as JSON
 * (argv[2]): `url` (origin), `targets` ({path, cookie?}: each request picks one at random),
 * `connections`, `duration` (s); prints autocannon's result as JSON on stdout.
 */
import autocannon from 'autocannon';

interface LoadOptions {
  url: string;
  targets: Array<{ path: string; cookie?: string }>;
  connections: number;
  duration: number;
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  const headers = (cookie?: string) => ({
    accept: 'text/html',
    'accept-encoding': 'gzip',
    ...(cookie ? { cookie } : {}),
  });
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const target = options.targets[Math.floor(Math.random() * options.targets.length)];
          return { ...request, method: 'GET', path: target.path, headers: headers(target.cookie) };
        },
      },
    ],
  });
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
