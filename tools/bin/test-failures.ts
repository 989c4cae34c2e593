import { plain } from './test-counts';

/**
 * The names of the tests that failed (or passed only on a retry) in a step's output, for the run's
 * summary: a failing run's last lines then say which test to look at, without scrolling back
 * through thousands of lines of interleaved lanes. Reads jest's "FAIL <file>" and "● <test>",
 * Playwright's closing "N failed" / "N flaky" lists, and schemathesis's "___ <operation> ___".
 */
export class TestFailures {
  private readonly failed = new Set<string>();
  private readonly flaky = new Set<string>();
  /** The jest file whose failures follow, from its "FAIL" line. */
  private jestFile = '';
  /** The Playwright list being read: the lines after "2 failed" or "1 flaky". */
  private playwrightList: Set<string> | undefined;

  /** Reads one output line. */
  add(rawLine: string): void {
    const line = plain(rawLine);
    const trimmed = line.trim();
    // jest: "FAIL @shop/tools node-runtime/node-runtime.spec.ts (12.3 s)"; the project is left out.
    const file = /^FAIL (?:\S+ )?(\S+\.[jt]sx?)(?: \(.*\))?$/.exec(trimmed);
    if (file) {
      this.jestFile = file[1];
      return;
    }
    // jest: "● describe › test". "● Console" and "● Test suite failed to run" name no test.
    const jest = /^● (.+ › .+)$/.exec(trimmed);
    if (jest) {
      this.addName(this.failed, this.jestFile ? `${this.jestFile} › ${jest[1]}` : jest[1]);
      return;
    }
    if (/^● Test suite failed to run$/.test(trimmed) && this.jestFile) {
      this.addName(this.failed, `${this.jestFile} (failed to run)`);
      return;
    }
    const list = /^\d+ (failed|flaky)$/.exec(trimmed);
    if (list) {
      this.playwrightList = list[1] === 'failed' ? this.failed : this.flaky;
      return;
    }
    if (this.playwrightList) {
      // "    [shared] › src/auth.spec.ts:213:1 › the admin makes a user admin"
      const test = /^\[[\w-]+\] › (.+)$/.exec(trimmed);
      if (test) {
        this.addName(this.playwrightList, test[1]);
        return;
      }
      this.playwrightList = undefined;
    }
    // schemathesis: "___________ GET /api/admin/low-stock ___________"
    const operation = /^_{3,} ([A-Z]+ \/\S*) _{3,}$/.exec(trimmed);
    if (operation) this.addName(this.failed, operation[1]);
  }

  /** The failed tests' names, in the order they were first reported. */
  failedNames(): string[] {
    return [...this.failed];
  }

  /** The names of the tests that passed only on a retry. */
  flakyNames(): string[] {
    return [...this.flaky];
  }

  /**
   * Jest reports each failure again at the end, where a long name may be cut at the terminal's
   * width: a name that begins one already kept is that one.
   */
  private addName(names: Set<string>, name: string): void {
    const clean = name.trim();
    for (const kept of names) if (kept.startsWith(clean)) return;
    names.add(clean);
  }
}

/** At most this many names of each kind under a step in the summary. */
export const LISTED_FAILURES = 10;

/** The summary's lines for a step's failed and flaky tests: "  failed: <name>", then "  flaky: …". */
export function failureLines(failures: TestFailures): string[] {
  const lines: string[] = [];
  for (const [kind, names] of [
    ['failed', failures.failedNames()],
    ['flaky', failures.flakyNames()],
  ] as const) {
    for (const name of names.slice(0, LISTED_FAILURES)) lines.push(`  ${kind}: ${name}`);
    if (names.length > LISTED_FAILURES) {
      lines.push(`  ${kind}: … and ${names.length - LISTED_FAILURES} more (in the output above)`);
    }
  }
  return lines;
}
