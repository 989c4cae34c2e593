/**
 * Loaded into the measured API by `npm run bench:api -- --cpu-profile DIR` (`node --require`):
 * the first SIGWINCH starts V8's CPU profiler in the process itself (the inspector module, no
 * debugger port), the next one stops it (SIGWINCH: Nest's shutdown hooks stop the app on SIGUSR2, and
 * SIGUSR1 opens Node's debugger) and writes `DIR/api-<n>.cpuprofile` (CPU_PROFILE_DIR), which
 * Chrome's DevTools open. So only the bookings are profiled, not the start-up or the reads.
 */
'use strict';
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const dir = process.env.CPU_PROFILE_DIR;
const session = new Session();
session.connect();
let running = false;
let count = 0;
process.on('SIGWINCH', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 200 }, () =>
        session.post('Profiler.start'),
      ),
    );
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error || !dir) return;
    count += 1;
    writeFileSync(path.join(dir, `api-${count}.cpuprofile`), JSON.stringify(result.profile));
  });
});
