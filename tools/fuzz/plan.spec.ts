import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import {
  ANONYMOUS_ONLY_PATHS,
  CALLERS,
  ANONYMOUS_WARNINGS,
  CHECKS,
  CONFIG_FILE,
  DEFAULT_FUZZ_OPTIONS,
  describeOutcomes,
  describeSummary,
  parseSchemathesisSummary,
  FUZZ_TRACKS,
  FuzzUsageError,
  fuzzRuns,
  parseFuzzOptions,
  parseSchemathesisVersion,
  redactArgs,
  REFUSED_MAX_EXAMPLES,
  refusedOperations,
  runConfig,
  schemathesisArgs,
  venvPaths,
} from './plan';

const input = {
  schemaUrl: 'http://127.0.0.1:4000/api/docs-json',
  options: { maxExamples: 25 },
  reportDir: '/repo/tmp/schemathesis',
};

/** The value after `flag` in an argument list (every occurrence). */
function valuesOf(args: string[], flag: string): string[] {
  return args.flatMap((arg, i) => (arg === flag ? [args[i + 1]] : []));
}

describe('parseFuzzOptions', () => {
  it('has bounded defaults and runs the sources', () => {
    expect(parseFuzzOptions([])).toEqual(DEFAULT_FUZZ_OPTIONS);
    expect(DEFAULT_FUZZ_OPTIONS).toMatchObject({ maxExamples: 25, built: false });
  });

  it('reads every flag, with a space or an equals sign', () => {
    expect(
      parseFuzzOptions([
        '--built',
        '--max-examples',
        '50',
        '--seed=7',
        '--run-timeout=60',
        '--operation',
        'POST /api/auth/login',
        '--operation=GET /api/part',
      ]),
    ).toEqual({
      built: true,
      maxExamples: 50,
      seed: 7,
      runTimeoutSeconds: 60,
      operations: ['POST /api/auth/login', 'GET /api/part'],
    });
  });

  it.each([
    [['--max-examples', '0']],
    [['--max-examples', 'many']],
    [['--max-examples']],
    [['--seed', '-1']],
    [['--run-timeout', '1.5']],
    [['--workers', '2']],
    [['--operation', 'login']],
    [['--operation']],
    [['stray']],
  ])('refuses %j with the usage', (argv) => {
    expect(() => parseFuzzOptions(argv)).toThrow(FuzzUsageError);
    expect(() => parseFuzzOptions(argv)).toThrow(/Usage: npm run fuzz:api/);
  });
});

describe('venvPaths', () => {
  it('uses bin/ on Linux and macOS', () => {
    const paths = venvPaths('/repo', 'linux');
    expect(paths.dir).toBe(path.join('/repo', '.venv-schemathesis'));
    expect(paths.schemathesis).toBe(
      path.join('/repo', '.venv-schemathesis', 'bin', 'schemathesis'),
    );
    expect(paths.python).toBe(path.join('/repo', '.venv-schemathesis', 'bin', 'python'));
  });

  it('uses Scripts\\ and .exe on Windows', () => {
    const paths = venvPaths('/repo', 'win32');
    expect(paths.schemathesis).toBe(
      path.join('/repo', '.venv-schemathesis', 'Scripts', 'schemathesis.exe'),
    );
  });
});

describe('parseSchemathesisVersion', () => {
  it('reads the version `schemathesis --version` prints', () => {
    expect(parseSchemathesisVersion('st, version 4.32.5\n')).toBe('4.32.5');
    expect(parseSchemathesisVersion('schemathesis, version 4.0.0rc1')).toBe('4.0.0rc1');
  });

  it('is undefined for anything else', () => {
    expect(parseSchemathesisVersion('command not found')).toBeUndefined();
    expect(parseSchemathesisVersion('')).toBeUndefined();
  });
});

describe('schemathesisArgs', () => {
  it('runs every check and every phase, stateful included, with a bounded example count', () => {
    const { args } = schemathesisArgs('anonymous', input);
    expect(args.slice(0, 4)).toEqual(['--config-file', CONFIG_FILE, 'run', input.schemaUrl]);
    expect(valuesOf(args, '--checks')).toEqual(['all']);
    expect(CHECKS).toEqual(['all']);
    expect(valuesOf(args, '--max-examples')).toEqual(['25']);
    expect(valuesOf(args, '--phases')).toEqual(['examples,coverage,fuzzing,stateful']);
    expect(valuesOf(args, '--report-dir')).toEqual([
      path.join('/repo/tmp/schemathesis', 'anonymous'),
    ]);
  });

  it('sends no credentials and selects every operation when anonymous', () => {
    const { args } = schemathesisArgs('anonymous', input);
    expect(args).not.toContain('--header');
    expect(args).not.toContain('--include-method');
    expect(args).not.toContain('--exclude-path-regex');
    expect(args).not.toContain('--seed');
    // 401 is what an anonymous caller should meet behind the JWT guard: no warning about it.
    expect(valuesOf(args, '--warnings')).toEqual([ANONYMOUS_WARNINGS.join(',')]);
    expect(ANONYMOUS_WARNINGS).not.toContain('missing_auth');
  });

  it('sends the token of a signed-in run over every method, leaving out the auth operations', () => {
    const { args } = schemathesisArgs('admin', { ...input, token: 'abc.def.ghi' });
    expect(args).not.toContain('--include-method');
    expect(valuesOf(args, '--header')).toEqual(['Authorization: Bearer abc.def.ghi']);
    expect(valuesOf(args, '--exclude-path-regex')).toEqual([ANONYMOUS_ONLY_PATHS]);
    expect(new RegExp(ANONYMOUS_ONLY_PATHS).test('/api/auth/login')).toBe(true);
    expect(new RegExp(ANONYMOUS_ONLY_PATHS).test('/api/users/me')).toBe(false);
    expect(args).not.toContain('--warnings');
  });

  it('passes a seed and chosen operations on', () => {
    const { args } = schemathesisArgs('anonymous', {
      ...input,
      options: { maxExamples: 5, seed: 42, operations: ['POST /api/auth/login'] },
    });
    expect(valuesOf(args, '--seed')).toEqual(['42']);
    expect(valuesOf(args, '--max-examples')).toEqual(['5']);
    expect(valuesOf(args, '--include-name')).toEqual(['POST /api/auth/login']);
  });
});

describe('fuzzRuns', () => {
  it('runs anonymously, then as the customer, then as the admin', () => {
    const runs = fuzzRuns({ ...input, customerToken: 'c', adminToken: 'a' });
    expect(runs.map((run) => run.label)).toEqual(['anonymous', 'customer', 'admin']);
    expect(runs[0].args).not.toContain('--header');
    expect(valuesOf(runs[1].args, '--header')).toEqual(['Authorization: Bearer c']);
    expect(valuesOf(runs[2].args, '--header')).toEqual(['Authorization: Bearer a']);
    expect(runs.map((run) => valuesOf(run.args, '--config-file'))).toEqual([
      [CONFIG_FILE],
      [CONFIG_FILE],
      [CONFIG_FILE],
    ]);
  });

  it('gives each run its own config file when there is one', () => {
    const runs = fuzzRuns({
      ...input,
      customerToken: 'c',
      adminToken: 'a',
      configFiles: { anonymous: '/t/anonymous.toml', customer: '/t/customer.toml' },
    });
    expect(runs.map((run) => valuesOf(run.args, '--config-file'))).toEqual([
      ['/t/anonymous.toml'],
      ['/t/customer.toml'],
      [CONFIG_FILE],
    ]);
  });
});

describe('FUZZ_TRACKS', () => {
  it("puts every caller's run on exactly one of two tracks", () => {
    expect(FUZZ_TRACKS).toHaveLength(2);
    expect([...FUZZ_TRACKS.flat()].sort()).toEqual([...CALLERS].sort());
  });
});

describe('refusedOperations', () => {
  const bearer = [{ bearer: [] }];
  const document = {
    paths: {
      '/api/part': { get: { responses: {} } },
      '/api/users/me': { get: { security: bearer }, patch: { security: bearer } },
      '/api/admin/activity': { get: { security: bearer, 'x-roles': ['admin'] } },
      '/api/review': {
        parameters: [],
        post: { security: bearer, 'x-roles': ['customer'] },
        get: { responses: {} },
      },
      // A requirement that may be left out ({}) is no refusal.
      '/api/maybe': { get: { security: [{ bearer: [] }, {}] } },
    },
  };

  it('names every operation behind the JWT guard for an anonymous caller', () => {
    expect(refusedOperations(document, 'anonymous')).toEqual([
      'GET /api/users/me',
      'PATCH /api/users/me',
      'GET /api/admin/activity',
      'POST /api/review',
    ]);
  });

  it("names the operations whose roles leave out a signed-in caller's role", () => {
    expect(refusedOperations(document, 'customer')).toEqual(['GET /api/admin/activity']);
    expect(refusedOperations(document, 'admin')).toEqual(['POST /api/review']);
  });
});

describe('runConfig', () => {
  const shared = fs.readFileSync(CONFIG_FILE, 'utf8');

  it('is the shared file when nothing refuses the caller', () => {
    expect(runConfig(shared, [])).toBe(shared);
  });

  it('adds one entry: few cases and no coverage phase for the refused operations', () => {
    const refused = ['GET /api/admin/activity', 'PUT /api/admin/products/{id}/variants'];
    const config = parseToml(runConfig(shared, refused)) as {
      auth: unknown;
      operations: Array<Record<string, unknown>>;
    };
    const base = parseToml(shared) as { operations: unknown[] };
    expect(config.auth).toEqual({ 'auto-signup': false });
    expect(config.operations.slice(0, -1)).toEqual(base.operations);
    expect(config.operations.at(-1)).toEqual({
      'include-name': refused,
      generation: { 'max-examples': REFUSED_MAX_EXAMPLES },
      phases: { coverage: { enabled: false } },
    });
  });
});

describe('redactArgs', () => {
  it('hides bearer tokens and keeps everything else', () => {
    expect(
      redactArgs(['run', '--header', 'Authorization: Bearer abc.def', '--max-examples', '25']),
    ).toEqual(['run', '--header', 'Authorization: Bearer <token>', '--max-examples', '25']);
  });
});

describe('describeOutcomes', () => {
  it('passes when every run exits with 0', () => {
    const result = describeOutcomes([
      { label: 'anonymous', exitCode: 0, timedOut: false },
      { label: 'admin', exitCode: 0, timedOut: false },
    ]);
    expect(result.passed).toBe(true);
    expect(result.lines).toEqual(['✓ anonymous: no failures', '✓ admin: no failures']);
  });

  it('fails on a failing run, a killed run, a timeout, or no run at all', () => {
    expect(describeOutcomes([{ label: 'admin', exitCode: 1, timedOut: false }])).toEqual({
      passed: false,
      lines: ['✗ admin: schemathesis exited with 1'],
    });
    expect(describeOutcomes([{ label: 'admin', exitCode: null, timedOut: false }]).passed).toBe(
      false,
    );
    expect(describeOutcomes([{ label: 'anonymous', exitCode: 0, timedOut: true }])).toEqual({
      passed: false,
      lines: ['✗ anonymous: stopped after its time budget'],
    });
    expect(describeOutcomes([]).passed).toBe(false);
  });
});

describe('parseSchemathesisSummary', () => {
  const passing = [
    'API Operations:',
    '  Selected: 46/46',
    '  Tested: 46',
    '',
    ' ✅  Stateful (in 5.60s)',
    '',
    '     Scenarios:    38',
    '',
    'Test cases:',
    '  2837 generated, 2837 passed, 24 skipped',
    '',
    '============================== 1 warning in 4.31s ==============================',
  ].join('\n');

  it('reads the selected operations, the test cases and the stateful scenarios', () => {
    expect(parseSchemathesisSummary(passing)).toEqual({
      selected: 46,
      operations: 46,
      generated: 2837,
      failed: 0,
      uniqueFailures: 0,
      skipped: 24,
      scenarios: 38,
    });
    expect(describeSummary(parseSchemathesisSummary(passing))).toBe(
      '46/46 operations, 2837 test cases: 2813 passed, 0 failed, 24 skipped; 0 unique failures; 38 stateful scenarios',
    );
  });

  it('reads the failures of a failing run, errored cases with them', () => {
    const failing = passing.replace(
      '2837 generated, 2837 passed, 24 skipped',
      '2619 generated, 8 found 8 unique failures, 2 errored, 24 skipped',
    );
    expect(parseSchemathesisSummary(failing)).toMatchObject({
      generated: 2619,
      failed: 10,
      uniqueFailures: 8,
      skipped: 24,
    });
    expect(
      parseSchemathesisSummary(
        passing.replace('2837 passed, 24 skipped', '1 found 1 unique failure'),
      ),
    ).toMatchObject({ failed: 1, uniqueFailures: 1, skipped: 0 });
  });

  it('says so when the output has no summary (a crash before it)', () => {
    expect(describeSummary(parseSchemathesisSummary('Traceback (most recent call last):'))).toBe(
      'no test-case count in the output',
    );
  });

  it("puts the figures on the run's line", () => {
    const summary = parseSchemathesisSummary(passing);
    expect(
      describeOutcomes([{ label: 'admin', exitCode: 0, timedOut: false, summary }]).lines,
    ).toEqual([
      '✓ admin: no failures (46/46 operations, 2837 test cases: 2813 passed, 0 failed, 24 skipped; 0 unique failures; 38 stateful scenarios)',
    ]);
  });
});
