/**
 * The cost of each stage of a server render (the catalogue version ask, the remote's manifest, the
 * wait for a render slot, the server build's render, the page's assembly, storing it gzipped), for
 * `npm run bench:ssr -- --verbose`: published on a diagnostics channel as `{ stage, ms }`. Nothing
 * is timed while nobody subscribes, so a server in production pays one property read per stage.
 */
import { channel } from 'node:diagnostics_channel';

export const RENDER_STAGES_CHANNEL = 'shop:ssr:stage';

/** What the channel publishes: one stage's wall time, in ms. */
export interface RenderStage {
  stage: string;
  ms: number;
}

const stages = channel(RENDER_STAGES_CHANNEL);

/** Runs `work`, publishing its time under `stage` when someone listens. */
export async function timedStage<T>(stage: string, work: () => Promise<T>): Promise<T> {
  if (!stages.hasSubscribers) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    stages.publish({ stage, ms: performance.now() - start } satisfies RenderStage);
  }
}

/** `timedStage` for synchronous work. */
export function timedStageSync<T>(stage: string, work: () => T): T {
  if (!stages.hasSubscribers) return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    stages.publish({ stage, ms: performance.now() - start } satisfies RenderStage);
  }
}

/** The time since `start` (performance.now()) under `stage`, when someone listens (a wait). */
export function publishStageSince(stage: string, start: number): void {
  if (stages.hasSubscribers) stages.publish({ stage, ms: performance.now() - start });
}
