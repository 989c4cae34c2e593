import { failureLines, LISTED_FAILURES, TestFailures } from './test-failures';

const read = (lines: string[]) => {
  const failures = new TestFailures();
  for (const line of lines) failures.add(line);
  return failures;
};

describe('TestFailures', () => {
  it('names jest’s failed tests with their file, once though jest reports each twice', () => {
    const failures = read([
      '@shop/tools: PASS @shop/tools embedded-mongo/index.spec.ts (16.201 s)',
      '@shop/tools: FAIL @shop/tools node-runtime/node-runtime.spec.ts',
      '@shop/tools:   ● rerunUnderProductionNode (the benches) › serves a long-running script under the production Node, passing on the signal that stops it',
      '@shop/tools:     expect(received).toContain(expected) // indexOf',
      'services:   ● Console',
      '@shop/tools: Summary of all failing tests',
      '@shop/tools: FAIL node-runtime/node-runtime.spec.ts',
      // The summary's copy, cut at the terminal's width.
      '@shop/tools:   ● rerunUnderProductionNode (the benches) › serves a long-running script under the production Node, pas',
      '@shop/tools: Tests:       1 failed, 361 passed, 362 total',
    ]);
    expect(failures.failedNames()).toEqual([
      'node-runtime/node-runtime.spec.ts › rerunUnderProductionNode (the benches) › serves a long-running script under the production Node, passing on the signal that stops it',
    ]);
    expect(failures.flakyNames()).toEqual([]);
  });

  it('names a jest file that failed to run', () => {
    const failures = read([
      'shell: FAIL shell src/app/app.spec.tsx',
      'shell:   ● Test suite failed to run',
    ]);
    expect(failures.failedNames()).toEqual(['src/app/app.spec.tsx (failed to run)']);
  });

  it('reads Playwright’s closing lists of failed and flaky tests', () => {
    const failures = read([
      'e2e:   1) [shared] › src/auth.spec.ts:213:1 › the admin makes a user admin ───────────',
      'e2e:   1 failed',
      'e2e:     [shared] › src/auth.spec.ts:213:1 › the admin makes a user admin and removes them in Manage All User ',
      'e2e:   1 flaky',
      'e2e:     [exclusive] › src/admin.spec.ts:40:1 › the admin desk fits at 390 px',
      'e2e:   42 did not run',
      'e2e:   250 passed (7.9m)',
      'e2e:     [shared] › src/later.spec.ts:1:1 › not in a list',
    ]);
    expect(failures.failedNames()).toEqual([
      'src/auth.spec.ts:213:1 › the admin makes a user admin and removes them in Manage All User',
    ]);
    expect(failures.flakyNames()).toEqual([
      'src/admin.spec.ts:40:1 › the admin desk fits at 390 px',
    ]);
  });

  it('names the operations schemathesis failed', () => {
    const failures = read([
      '=================================== FAILURES ===================================',
      '___________________________ GET /api/admin/low-stock ___________________________',
      '1. Test Case ID: NIww24',
      '____________________________ PATCH /api/booking/{id} ____________________________',
    ]);
    expect(failures.failedNames()).toEqual(['GET /api/admin/low-stock', 'PATCH /api/booking/{id}']);
  });

  it('names nothing in a passing run', () => {
    const failures = read([
      'PASS @shop/router src/app-routes.spec.tsx',
      'Tests:       6 passed, 6 total',
      '  ✓   1 [shared] › src/a11y.spec.ts:102:3 › axe (33.1s)',
      '  293 passed (9.0m)',
    ]);
    expect(failureLines(failures)).toEqual([]);
  });
});

describe('failureLines', () => {
  it('lists the first names of each kind under the step, and how many more there are', () => {
    const lines = [
      '  3 failed',
      ...Array.from(
        { length: LISTED_FAILURES + 2 },
        (_, i) => `    [shared] › src/t.spec.ts:${i}:1 › t${i}`,
      ),
      '  1 flaky',
      '    [shared] › src/f.spec.ts:1:1 › f',
    ];
    expect(failureLines(read(lines))).toEqual([
      ...Array.from(
        { length: LISTED_FAILURES },
        (_, i) => `  failed: src/t.spec.ts:${i}:1 › t${i}`,
      ),
      '  failed: … and 2 more (in the output above)',
      '  flaky: src/f.spec.ts:1:1 › f',
    ]);
  });
});
