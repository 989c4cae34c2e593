/**
 * What `npm run fuzz:api` runs, as pure functions of its options: the schemathesis version, the
 * virtualenv it lives in, and the argument lists of the two runs (anonymous over every method, the
 * seeded admin over the safe ones).
 */
import path from 'node:path';

/** The schemathesis release the suite was tested with; the virtualenv is reinstalled when it differs. */
export const SCHEMATHESIS_VERSION = '4.32.5';

/** Git-ignored virtualenv at the repository root. */
export const VENV_DIR_NAME = '.venv-schemathesis';

/**
 * Every answer must be documented: no 5xx, the status code among the operation's responses, the
 * body matching that response's schema and its Content-Type one the response declares.
 */
export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
] as const;

/** Schema examples, boundary values (valid and invalid) and random data; no stateful links. */
export const PHASES = ['examples', 'coverage', 'fuzzing'] as const;

/**
 * Warnings the anonymous run shows: all of schemathesis 4.32's but `missing_auth` (that run is
 * meant to meet 401 on every route behind the JWT guard).
 */
export const ANONYMOUS_WARNINGS = [
  'missing_test_data',
  'base_url_mismatch',
  'validation_mismatch',
  'missing_deserializer',
  'unused_openapi_auth',
  'unsupported_regex',
  'method_not_allowed',
  'constants_extraction',
  'unmatched_filter',
  'unresolvable_reference',
  'low_valid_rate',
  'rate_limited',
  'dictionary_mismatch',
  'timeout_units',
] as const;

/**
 * Methods that change nothing: the only ones the admin's token is used for. (HEAD is answered for
 * every GET route but not listed in the document, so there is nothing more to select.)
 */
export const SAFE_METHODS = ['GET'] as const;

/** Settings that have no command-line flag (`[auth] auto-signup = false`). */
export const CONFIG_FILE = path.join(__dirname, 'schemathesis.toml');

export interface FuzzOptions {
  /** Test cases per operation and run (schemathesis --max-examples). */
  maxExamples: number;
  /** Seed of the generated data: the same seed replays the same run. */
  seed?: number;
  /** Start services/dist/main.js (built) instead of services/src/main.ts compiled on load. */
  built: boolean;
  /** Each schemathesis run is stopped, and fails, after this many seconds. */
  runTimeoutSeconds: number;
}

export const DEFAULT_FUZZ_OPTIONS: FuzzOptions = {
  maxExamples: 25,
  built: false,
  runTimeoutSeconds: 240,
};

export class FuzzUsageError extends Error {
  override name = 'FuzzUsageError';
}

export const FUZZ_USAGE =
  'Usage: npm run fuzz:api -- [--built] [--max-examples 25] [--seed N] [--run-timeout 240]';

function positiveInteger(flag: string, raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new FuzzUsageError(
      `${flag} needs a positive whole number, not "${raw ?? ''}".\n${FUZZ_USAGE}`,
    );
  }
  return Number(raw);
}

/** Reads the command line (`--flag value` or `--flag=value`); unknown flags are errors. */
export function parseFuzzOptions(argv: readonly string[]): FuzzOptions {
  const options: FuzzOptions = { ...DEFAULT_FUZZ_OPTIONS };
  const args = argv.flatMap((arg) => (/^--[\w-]+=/.test(arg) ? arg.split(/=(.*)/s, 2) : [arg]));
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i];
    switch (flag) {
      case '--built':
        options.built = true;
        break;
      case '--max-examples':
        options.maxExamples = positiveInteger(flag, args[++i]);
        break;
      case '--seed':
        options.seed = positiveInteger(flag, args[++i]);
        break;
      case '--run-timeout':
        options.runTimeoutSeconds = positiveInteger(flag, args[++i]);
        break;
      default:
        throw new FuzzUsageError(`Unknown option "${flag}".\n${FUZZ_USAGE}`);
    }
  }
  return options;
}

export interface VenvPaths {
  dir: string;
  python: string;
  pip: string;
  schemathesis: string;
}

/** Where the virtualenv keeps its executables (Scripts\ on Windows, bin/ elsewhere). */
export function venvPaths(
  repoRoot: string,
  platform: NodeJS.Platform = process.platform,
): VenvPaths {
  const dir = path.join(repoRoot, VENV_DIR_NAME);
  const bin = platform === 'win32' ? path.join(dir, 'Scripts') : path.join(dir, 'bin');
  const exe = platform === 'win32' ? '.exe' : '';
  return {
    dir,
    python: path.join(bin, `python${exe}`),
    pip: path.join(bin, `pip${exe}`),
    schemathesis: path.join(bin, `schemathesis${exe}`),
  };
}

/** The version in `schemathesis --version` output ("st, version 4.32.5"), or undefined. */
export function parseSchemathesisVersion(output: string): string | undefined {
  return /version\s+(\d+\.\d+\.\d+\S*)/.exec(output)?.[1];
}

export interface FuzzRun {
  /** Shown in the log and names the report folder. */
  label: string;
  args: string[];
}

export interface FuzzRunInput {
  schemaUrl: string;
  options: Pick<FuzzOptions, 'maxExamples' | 'seed'>;
  /** The admin's access token: the run is limited to the safe methods. */
  adminToken?: string;
  reportDir: string;
  /** Default: CONFIG_FILE. */
  configFile?: string;
}

/** The `schemathesis run` arguments of one run. */
export function schemathesisArgs(label: string, input: FuzzRunInput): FuzzRun {
  const args = [
    '--config-file',
    input.configFile ?? CONFIG_FILE,
    'run',
    input.schemaUrl,
    '--checks',
    CHECKS.join(','),
    '--phases',
    PHASES.join(','),
    '--max-examples',
    String(input.options.maxExamples),
    '--workers',
    '1',
    '--wait-for-schema',
    '30',
    '--request-timeout',
    '10',
    '--generation-database',
    'none',
    '--report',
    'junit',
    '--report-dir',
    path.join(input.reportDir, label),
    '--no-color',
  ];
  if (input.options.seed !== undefined) args.push('--seed', String(input.options.seed));
  if (input.adminToken !== undefined) {
    for (const method of SAFE_METHODS) args.push('--include-method', method);
    args.push('--header', `Authorization: Bearer ${input.adminToken}`);
  } else {
    args.push('--warnings', ANONYMOUS_WARNINGS.join(','));
  }
  return { label, args };
}

/** The two runs: anonymous over every operation, then the admin over the safe ones. */
export function fuzzRuns(
  input: Omit<FuzzRunInput, 'adminToken'> & { adminToken: string },
): FuzzRun[] {
  const { adminToken, ...common } = input;
  return [
    schemathesisArgs('anonymous', common),
    schemathesisArgs('admin', { ...common, adminToken }),
  ];
}

/** The arguments as they may be printed: bearer tokens replaced. */
export function redactArgs(args: readonly string[]): string[] {
  return args.map((arg) => arg.replace(/^(Authorization:\s*Bearer\s+).+$/i, '$1<admin token>'));
}

export interface RunOutcome {
  label: string;
  exitCode: number | null;
  timedOut: boolean;
  /** The figures of schemathesis' summary, when it printed one. */
  summary?: SchemathesisSummary;
}

/** One line per run and whether the whole fuzz step passed. */
export function describeOutcomes(outcomes: readonly RunOutcome[]): {
  passed: boolean;
  lines: string[];
} {
  const lines = outcomes.map(({ label, exitCode, timedOut, summary }) => {
    const figures = summary ? ` (${describeSummary(summary)})` : '';
    if (timedOut) return `✗ ${label}: stopped after its time budget${figures}`;
    return exitCode === 0
      ? `✓ ${label}: no failures${figures}`
      : `✗ ${label}: schemathesis exited with ${exitCode ?? 'a signal'}${figures}`;
  });
  const passed =
    outcomes.length > 0 && outcomes.every((outcome) => outcome.exitCode === 0 && !outcome.timedOut);
  return { passed, lines };
}

/** What schemathesis' summary says of one run. */
export interface SchemathesisSummary {
  /** "Selected: 19/45" → 19 of 45. */
  selected?: number;
  operations?: number;
  /** "Test cases: 689 generated, 689 passed[, 3 failed][, 2 skipped]". */
  generated?: number;
  passed?: number;
  failed?: number;
}

/** Reads the figures of schemathesis' SUMMARY section from its plain (no colour) output. */
export function parseSchemathesisSummary(output: string): SchemathesisSummary {
  const summary: SchemathesisSummary = {};
  const selected = /Selected:\s*(\d+)\s*\/\s*(\d+)/.exec(output);
  if (selected) {
    summary.selected = Number(selected[1]);
    summary.operations = Number(selected[2]);
  }
  const cases = /Test cases:\s*\n?\s*([^\n]+)/.exec(output)?.[1] ?? '';
  for (const [, count, word] of cases.matchAll(/(\d+)\s+(generated|passed|failed)/g)) {
    summary[word as 'generated' | 'passed' | 'failed'] = Number(count);
  }
  return summary;
}

/** One line for a run's figures: "19/45 operations, 689 test cases: 689 passed, 0 failed". */
export function describeSummary(summary: SchemathesisSummary): string {
  const operations =
    summary.selected !== undefined ? `${summary.selected}/${summary.operations} operations, ` : '';
  if (summary.generated === undefined) return `${operations}no test-case count in the output`;
  return `${operations}${summary.generated} test cases: ${summary.passed ?? 0} passed, ${summary.failed ?? 0} failed`;
}
