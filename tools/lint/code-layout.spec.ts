/**
 * Proves that the layout rules in eslint.config.mjs really fire: a browser app's feature folder may
 * not import another feature, the API's modules import only lower layers and only through their
 * index.ts, and no two API files import each other. Each case lints one deliberate violation (or an
 * allowed import) in a child process, as `nx lint` would: from the workspace root and from inside
 * the project, since Nx runs ESLint there.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The messages of `rule` when `code` is linted as `file`, with ESLint started in `cwd`. */
function ruleMessages(rule: string, file: string, code: string, cwd = root): string[] {
  const script = `
    import { ESLint } from 'eslint';
    // The config is found as the command line finds it: upwards from the working directory.
    const { file, code } = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const [result] = await eslint.lintText(code, { filePath: file });
    process.stdout.write(JSON.stringify(result.messages));`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify({ file: path.join(root, file), code })],
    { cwd, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  const messages = JSON.parse(run.stdout) as Array<{ ruleId: string | null; message: string }>;
  return messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe('feature folders of the browser apps', () => {
  const crossFeature = "import { CartPage } from '../cart/components/cart-page';\nvoid CartPage;\n";

  it.each([
    ['from the workspace root', root],
    ['from inside the project, as Nx runs it', path.join(root, 'mfe-shop')],
  ])('forbid one feature importing another, %s', (_case, cwd) => {
    const errors = ruleMessages(
      RESTRICTED,
      'mfe-shop/src/features/booking/violation.ts',
      crossFeature,
      cwd,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A feature may not import another feature/);
  });

  it("allow a feature to use the app's components", () => {
    const code =
      "import { DistrictSelect } from '../../components/district-select';\nvoid DistrictSelect;\n";
    expect(ruleMessages(RESTRICTED, 'mfe-shop/src/features/booking/allowed.ts', code)).toEqual([]);
  });
});

describe("the API's modules", () => {
  it('forbid importing a module of a higher layer', () => {
    const errors = ruleMessages(
      RESTRICTED,
      'services/src/catalogue/violation.ts',
      "import { OrdersService } from '../orders';\nvoid OrdersService;\n",
      path.join(root, 'services'),
    );
    expect(errors.join('\n')).toMatch(/catalogue may import only modules of lower layers/);
  });

  it("forbid reaching past a module's index.ts", () => {
    const errors = ruleMessages(
      RESTRICTED,
      'services/src/payments/violation.ts',
      "import { OrdersService } from '../orders/orders.service';\nvoid OrdersService;\n",
    );
    expect(errors.join('\n')).toMatch(/Import orders through its index\.ts/);
  });

  it('allow a lower module through its index.ts', () => {
    const code = "import { OrdersService } from '../orders';\nvoid OrdersService;\n";
    expect(ruleMessages(RESTRICTED, 'services/src/payments/allowed.ts', code)).toEqual([]);
  });

  it('forbid two files importing each other', () => {
    // payments.service.ts imports ./payability: importing it back closes a cycle.
    const errors = ruleMessages(
      'import-x/no-cycle',
      'services/src/payments/payability.ts',
      "import { PaymentsService } from './payments.service';\nvoid PaymentsService;\n",
    );
    expect(errors).toHaveLength(1);
  });
});
