/**
 * The CPU time a step of `npm test` used, with all the processes it started: on two shared cores
 * the wall-clock time of one lane says as much about the others as about itself, so the summary
 * gives both. A step runs under `bash -c '"$@"; …; times'`: bash's `times` prints its own and its
 * children's user and system time, and a child's figure includes every descendant that was waited
 * for (Nx's workers, Jest, Chromium, the servers of the test stack).
 */

/** The program, arguments and environment that run `command args`, then write its CPU times to `file`. */
export function withCpuTimes(
  command: string,
  args: string[],
  file: string,
): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  // No `exec`: bash must outlive the command to report its children's times.
  const script = '"$@"; status=$?; times > "$SHOP_STEP_TIMES"; exit $status';
  return {
    command: 'bash',
    args: ['-c', script, 'bash', command, ...args],
    env: { SHOP_STEP_TIMES: file },
  };
}

/**
 * Seconds of CPU (user + system) of the children in the output of bash's `times`:
 *
 *   0m0.004s 0m0.000s      (the shell itself)
 *   12m3.512s 1m10.250s    (its children, waited for)
 */
export function childCpuSeconds(timesOutput: string): number | undefined {
  const lines = timesOutput.trim().split(/\r?\n/);
  if (lines.length < 2) return undefined;
  const fields = lines[1].trim().split(/\s+/);
  if (fields.length !== 2) return undefined;
  let total = 0;
  for (const field of fields) {
    const match = /^(\d+)m([\d.]+)s$/.exec(field);
    if (!match) return undefined;
    total += Number(match[1]) * 60 + Number(match[2]);
  }
  return total;
}
