/**
 * One autocannon run in a process of its own (`bench:ssr`): the static server being measured lives
 * in the benchmark's process, so the load must not share its event loop. Reads its options as JSON
 * (argv[2]): `url` (origin), `targets` ({path, cookie?}: each request picks one at random; `{n}`
 * in a path becomes a value no request used before, for pages no cache can answer),
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
  // A value of this run never sent before: the run's start time and a counter.
  const run = Date.now().toString(36);
  let sent = 0;
  const unique = (target: string) =>
    target.includes('{n}') ? target.split('{n}').join(`${run}${(sent += 1)}`) : target;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const target = options.targets[Math.floor(Math.random() * options.targets.length)];
          return {
            ...request,
            method: 'GET',
            path: unique(target.path),
            headers: headers(target.cookie),
          };
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
