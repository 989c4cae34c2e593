/**
 * One build of `ssr-ab.ts --own-bundles`, in a process of its own: its checkout's web server with
 * its checkout's shell server build. The parent sends the build once (`{checkout, bundle, config,
 * root}`), then pages (`{id, url}`); each answer is the page and the CPU this process spent on it.
 * `{id, profile: 'start' | 'stop'}` profiles this process (`ssr-ab.ts --cpu-profile`).
 */
import { handlerOf, renderCounted } from './ssr-ab';
import { profileThisProcess } from './ssr-profile';

type Setup = { checkout: string; bundle: string; config: unknown; root: string };
type Page = { id: number; url: string };
type Profile = { id: number; profile: 'start' | 'stop' };

let handler: ReturnType<typeof handlerOf> | undefined;
let profiler: Awaited<ReturnType<typeof profileThisProcess>> | undefined;

async function answer(message: Page | Profile): Promise<object> {
  if ('url' in message) return { rendered: await renderCounted(handler!, message.url) };
  if (message.profile === 'start') {
    profiler = await profileThisProcess();
    return { done: true };
  }
  const profile = await profiler?.stop();
  profiler = undefined;
  return { profile };
}

process.on('message', (message: Setup | Page | Profile) => {
  if (!('id' in message)) {
    handler = handlerOf(message.checkout, message.config, message.root, message.bundle);
    return;
  }
  answer(message).then(
    (reply) => process.send!({ id: message.id, ...reply }),
    (error: unknown) => process.send!({ id: message.id, error: String(error) }),
  );
});
// The parent's end is this process's.
process.on('disconnect', () => process.exit(0));
