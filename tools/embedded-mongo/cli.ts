/**
 * Runs the embedded MongoDB in the foreground until Ctrl-C.
 *   npx tsx tools/embedded-mongo/cli.ts [--backend h2|memory] [--port 27017] [--data-dir .data]
 */
import { parseArgs } from 'node:util';
import { EmbeddedMongoSetupError, startEmbeddedMongo } from './index';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      backend: { type: 'string', default: 'h2' },
      port: { type: 'string', default: process.env.MONGO_PORT ?? '27017' },
      'data-dir': { type: 'string' },
    },
  });
  if (values.backend !== 'h2' && values.backend !== 'memory') {
    throw new EmbeddedMongoSetupError(`--backend must be h2 or memory, not ${values.backend}`);
  }
  const mongo = await startEmbeddedMongo({
    backend: values.backend,
    port: Number(values.port),
    dataDir: values['data-dir'],
    log: (line) => console.error(line),
  });
  console.log(`Embedded MongoDB (${mongo.engine}, ${values.backend}) at ${mongo.uri}`);
  const stop = () => void mongo.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof EmbeddedMongoSetupError ? error.message : error);
  process.exit(1);
});
