/**
 * What `npm run fuzz:api` runs, as pure functions of its options: the schemathesis version, the
 * virtualenv it lives in, and the argument lists of its three runs — anonymous, as the seeded
 * customer and as the seeded admin, each with every check and every phase, unsafe methods included.
 */
import path from 'node:path';

/** The schemathesis release the suite was tested with; the virtualenv is reinstalled when it differs. */
export const SCHEMATHESIS_VERSION = '4.32.5';

/** Git-ignored virtualenv at the repository root. */
export const VENV_DIR_NAME = '.venv-schemathesis';

/**
 * Every check schemathesis has: besides the answers being documented (status, body, content type,
 * headers), requests the document allows are accepted and requests it forbids refused, undeclared
 * methods answer 405 with Allow, required headers are required, authentication is not ignored,
 * and in the stateful phase a deleted resource is gone and a created one can be read.
 */
export const CHECKS = ['all'] as const;

/** Schema examples, boundary values (valid and invalid), random data and stateful sequences (links). */
export const PHASES = ['examples', 'coverage', 'fuzzing', 'stateful'] as const;

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
 * Operations the signed-in runs leave out: sign-up, login, refresh, logout, password reset and
 * Google sign-in never read the Authorization header (they are public and answer alike with or
 * without a token), so the anonymous run covers them.
 */
export const ANONYMOUS_ONLY_PATHS = '^/api/auth/';

/** Settings that have no command-line flag (per-operation expectations and phases; schemathesis.toml). */
export const CONFIG_FILE = path.join(__dirname, 'schemathesis.toml');

export interface FuzzOptions {
  /** Test cases per operation and run (schemathesis --max-examples). */
  maxExamples: number;
  /** Seed of the generated data: the same seed replays the same run. */
  seed?: number;
  /** Start services/dist/main.js (built) instead of services/src/main.ts compiled on load. */
  built: boolean;
  /**
   * Each schemathesis run is stopped, and fails, after this many seconds: a guard against a hang,
   * not a speed target. The longest run (the admin's) takes about 110 s on a quiet machine beside
   * the other track; at the end of `npm test` it shares the cores with the API e2e tests too.
   */
  runTimeoutSeconds: number;
  /** Only these operations ("POST /api/auth/login"), to look into one; default every operation. */
  operations: string[];
}

export const DEFAULT_FUZZ_OPTIONS: FuzzOptions = {
  maxExamples: 25,
  built: false,
  runTimeoutSeconds: 360,
  operations: [],
};

export class FuzzUsageError extends Error {
  override name = 'FuzzUsageError';
}

export const FUZZ_USAGE =
  'Usage: npm run fuzz:api -- [--built] [--max-examples 25] [--seed N] [--run-timeout 360] [--operation "POST /api/auth/login" ...]';

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
      case '--operation': {
        const name = args[++i];
        if (!name || !/^[A-Z]+ \/\S*$/.test(name)) {
          throw new FuzzUsageError(
            `--operation needs "METHOD /path", not "${name ?? ''}".\n${FUZZ_USAGE}`,
          );
        }
        options.operations = [...options.operations, name];
        break;
      }
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
  /** Whose run it is: shown in the log, and names the report folder. */
  label: Caller;
  args: string[];
}

/** Who a run calls the API as. */
export const CALLERS = ['anonymous', 'customer', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export interface FuzzRunInput {
  schemaUrl: string;
  options: Pick<FuzzOptions, 'maxExamples' | 'seed'> & Partial<Pick<FuzzOptions, 'operations'>>;
  /** A signed-in run's access token (Authorization: Bearer); none for the anonymous run. */
  token?: string;
  reportDir: string;
  /** Default: CONFIG_FILE. */
  configFile?: string;
}

/** The `schemathesis run` arguments of one run. */
export function schemathesisArgs(label: Caller, input: FuzzRunInput): FuzzRun {
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
    'junit,ndjson',
    '--report-dir',
    path.join(input.reportDir, label),
    '--no-color',
  ];
  if (input.options.seed !== undefined) args.push('--seed', String(input.options.seed));
  for (const name of input.options.operations ?? []) args.push('--include-name', name);
  if (input.token !== undefined) {
    args.push('--exclude-path-regex', ANONYMOUS_ONLY_PATHS);
    args.push('--header', `Authorization: Bearer ${input.token}`);
  } else {
    args.push('--warnings', ANONYMOUS_WARNINGS.join(','));
  }
  return { label, args };
}

/**
 * The three runs, one after the other against the same API and database: anonymous over every
 * operation, then the seeded customer and the seeded admin over every operation but the auth ones
 * (ANONYMOUS_ONLY_PATHS), unsafe methods included. The admin cannot lock itself out: the API refuses
 * to demote or remove oneself or the last admin (409 CANNOT_CHANGE_SELF / LAST_ADMIN).
 */
export function fuzzRuns(
  input: Omit<FuzzRunInput, 'token' | 'configFile'> & {
    customerToken: string;
    adminToken: string;
    /** Each run's config file (runConfig); default: CONFIG_FILE. */
    configFiles?: Partial<Record<Caller, string>>;
  },
): FuzzRun[] {
  const { customerToken, adminToken, configFiles = {}, ...common } = input;
  return [
    schemathesisArgs('anonymous', { ...common, configFile: configFiles.anonymous }),
    schemathesisArgs('customer', {
      ...common,
      token: customerToken,
      configFile: configFiles.customer,
    }),
    schemathesisArgs('admin', { ...common, token: adminToken, configFile: configFiles.admin }),
  ];
}

/**
 * The runs of `fuzzRuns` on two tracks side by side, each against an API and a database of its
 * own on one database server: the admin's run (about half of all cases) on one, the anonymous and
 * the customer's runs one after the other on the other. One run at a time kept one core busy (240
 * CPU-s in 248 s at the end of `npm test`, the other core idle once the API e2e tests were done);
 * the two tracks take about as long as each other (106 s, and 54 + 61 s, on a quiet machine). A
 * database per track keeps the admin's run, which deletes and changes records, from changing what
 * the customer's run reads while it runs.
 */
export const FUZZ_TRACKS: ReadonlyArray<readonly Caller[]> = [['admin'], ['anonymous', 'customer']];

/**
 * Cases per phase (examples, fuzzing) of an operation the run's caller is refused outright, and no
 * coverage phase for it. The JWT guard answers 401, and the roles guard 403, before any pipe reads
 * the request, so a hundred boundary values of its parameters would all meet the same answer: a
 * few still check that answer (documented, with the error body) and that the parsers in front of
 * the guards hold. Every such operation gets every case in the run of a caller it serves (each is
 * a customer's or an admin's), so nothing goes unfuzzed. Their cases in the runs of callers they
 * refuse were 44 % of all the fuzzing's (10 800 of 24 200).
 */
export const REFUSED_MAX_EXAMPLES = 3;

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The API's OpenAPI document: its path items, each method's operation among their keys. */
export interface OpenApiDocumentLike {
  paths: Record<string, Record<string, unknown>>;
}

/** What says whether an operation refuses a caller: its security requirements and roles. */
interface GuardedOperation {
  security?: Array<Record<string, unknown>>;
  'x-roles'?: string[];
}

/**
 * The operations ("METHOD /path", as schemathesis names them) that refuse `caller` before reading
 * the request: for an anonymous caller those with a security requirement (behind the JWT guard),
 * for a signed-in one those whose `x-roles` (the roles guard's, services/src/common/swagger) leave
 * its role out.
 */
export function refusedOperations(document: OpenApiDocumentLike, caller: Caller): string[] {
  const refused: string[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method] as GuardedOperation | undefined;
      if (!operation) continue;
      const security = operation.security ?? [];
      // An empty requirement ({}) makes the others optional: such an operation serves anyone.
      const needsToken =
        security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
      const roles = operation['x-roles'];
      const isRefused =
        caller === 'anonymous' ? needsToken : roles !== undefined && !roles.includes(caller);
      if (isRefused) refused.push(`${method.toUpperCase()} ${route}`);
    }
  }
  return refused;
}

/**
 * A run's config file: the shared settings (CONFIG_FILE's text) and, for the operations that refuse
 * its caller, REFUSED_MAX_EXAMPLES cases per phase and no coverage phase. Settings of the shared
 * file for the same operations still apply (schemathesis merges matching entries option by option).
 */
export function runConfig(shared: string, refused: readonly string[]): string {
  if (refused.length === 0) return shared;
  const names = refused.map((name) => `  ${JSON.stringify(name)},`).join('\n');
  return (
    `${shared.trimEnd()}\n\n` +
    '# Written by tools/fuzz for this run: the operations that refuse its caller before reading\n' +
    '# the request (401 or 403) get a few cases, not every boundary value (plan.ts).\n' +
    `[[operations]]\ninclude-name = [\n${names}\n]\n` +
    `generation.max-examples = ${REFUSED_MAX_EXAMPLES}\n` +
    'phases.coverage.enabled = false\n'
  );
}

/** The arguments as they may be printed: bearer tokens replaced. */
export function redactArgs(args: readonly string[]): string[] {
  return args.map((arg) => arg.replace(/^(Authorization:\s*Bearer\s+).+$/i, '$1<token>'));
}

export interface RunOutcome {
  label: Caller;
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
  /**
   * "Test cases: 2837 generated, 2837 passed, 24 skipped", or with failures
   * "2619 generated, 8 found 8 unique failures, 2 errored, 24 skipped".
   */
  generated?: number;
  /** Cases with a failure ("8 found"), errored cases counted with them. */
  failed?: number;
  /** Distinct failures ("8 unique failures"). */
  uniqueFailures?: number;
  /** Cases no check applied to. */
  skipped?: number;
  /** Stateful phase: "Scenarios: 38". */
  scenarios?: number;
}

/** Reads the figures of schemathesis' SUMMARY section from its plain (no colour) output. */
export function parseSchemathesisSummary(output: string): SchemathesisSummary {
  const summary: SchemathesisSummary = {};
  const selected = /Selected:\s*(\d+)\s*\/\s*(\d+)/.exec(output);
  if (selected) {
    summary.selected = Number(selected[1]);
    summary.operations = Number(selected[2]);
  }
  const scenarios = /Scenarios:\s*(\d+)/.exec(output);
  if (scenarios) summary.scenarios = Number(scenarios[1]);
  const cases = /Test cases:\s*\n?\s*([^\n]+)/.exec(output)?.[1] ?? '';
  const figure = (pattern: RegExp) => {
    const match = pattern.exec(cases);
    return match ? Number(match[1]) : undefined;
  };
  summary.generated = figure(/(\d+) generated/);
  if (summary.generated === undefined) {
    delete summary.generated;
    return summary;
  }
  const found = /(\d+) found (\d+) unique failures?/.exec(cases);
  summary.failed = (found ? Number(found[1]) : 0) + (figure(/(\d+) errored/) ?? 0);
  summary.uniqueFailures = found ? Number(found[2]) : 0;
  summary.skipped = figure(/(\d+) skipped/) ?? 0;
  return summary;
}

/**
 * One line for a run's figures, e.g. "46/46 operations, 2837 test cases: 2813 passed, 0 failed,
 * 24 skipped; 0 unique failures; 38 stateful scenarios" (tools/bin/test-counts.ts reads it).
 */
export function describeSummary(summary: SchemathesisSummary): string {
  const operations =
    summary.selected !== undefined ? `${summary.selected}/${summary.operations} operations, ` : '';
  if (summary.generated === undefined) return `${operations}no test-case count in the output`;
  const failed = summary.failed ?? 0;
  const skipped = summary.skipped ?? 0;
  const passed = Math.max(0, summary.generated - failed - skipped);
  const scenarios =
    summary.scenarios !== undefined ? `; ${summary.scenarios} stateful scenarios` : '';
  return (
    `${operations}${summary.generated} test cases: ${passed} passed, ${failed} failed, ${skipped} skipped; ` +
    `${summary.uniqueFailures ?? 0} unique failures${scenarios}`
  );
}
