/**
 * Proves that the layout rules in eslint.config.mjs really fire: a browser app's feature folder may
 * not import another feature, the API's modules import only lower layers and only through their
 * index.ts, and no two API files import each other. Each case lints one deliberate violation (or an
 * allowed import) as `nx lint` would: from the workspace root and from inside the project, since Nx
 * runs ESLint there. The cases of one working directory are linted by one ESLint start.
 */
import path from 'node:path';
import { type LintMessage, lintTexts, ofRule, WORKSPACE_ROOT as root } from './lint-texts';

const RESTRICTED = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

const crossFeature = "import { CartPage } from '../cart/components/cart-page';\nvoid CartPage;\n";

const CASES = {
  crossFeature: { file: 'mfe-shop/src/features/booking/violation.ts', code: crossFeature },
  crossFeatureInProject: {
    file: 'mfe-shop/src/features/booking/violation.ts',
    code: crossFeature,
    cwd: path.join(root, 'mfe-shop'),
  },
  appComponents: {
    file: 'mfe-shop/src/features/booking/allowed.ts',
    code: "import { DistrictSelect } from '../../components/district-select';\nvoid DistrictSelect;\n",
  },
  higherLayer: {
    file: 'services/src/catalogue/violation.ts',
    code: "import { OrdersService } from '../orders';\nvoid OrdersService;\n",
    cwd: path.join(root, 'services'),
  },
  pastIndex: {
    file: 'services/src/payments/violation.ts',
    code: "import { OrdersService } from '../orders/orders.service';\nvoid OrdersService;\n",
  },
  throughIndex: {
    file: 'services/src/payments/allowed.ts',
    code: "import { OrdersService } from '../orders';\nvoid OrdersService;\n",
  },
  // payments.service.ts imports ./payability: importing it back closes a cycle.
  cycle: {
    file: 'services/src/payments/payability.ts',
    code: "import { PaymentsService } from './payments.service';\nvoid PaymentsService;\n",
  },
} satisfies Record<string, { file: string; code: string; cwd?: string }>;

type CaseName = keyof typeof CASES;

let linted: Map<CaseName, LintMessage[]>;

beforeAll(() => {
  linted = new Map();
  const byCwd = new Map<string, CaseName[]>();
  for (const [name, { cwd = root }] of Object.entries(CASES) as Array<
    [CaseName, { cwd?: string }]
  >) {
    byCwd.set(cwd, [...(byCwd.get(cwd) ?? []), name]);
  }
  for (const [cwd, names] of byCwd) {
    const messages = lintTexts(
      names.map((name) => CASES[name]),
      cwd,
    );
    names.forEach((name, i) => linted.set(name, messages[i]));
  }
}, 120_000);

const messagesOf = (name: CaseName, rule: string) => ofRule(linted.get(name) ?? [], rule);

describe('feature folders of the browser apps', () => {
  it.each([
    ['from the workspace root', 'crossFeature'],
    ['from inside the project, as Nx runs it', 'crossFeatureInProject'],
  ] as const)('forbid one feature importing another, %s', (_case, name) => {
    const errors = messagesOf(name, RESTRICTED);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A feature may not import another feature/);
  });

  it("allow a feature to use the app's components", () => {
    expect(messagesOf('appComponents', RESTRICTED)).toEqual([]);
  });
});

describe("the API's modules", () => {
  it('forbid importing a module of a higher layer', () => {
    expect(messagesOf('higherLayer', RESTRICTED).join('\n')).toMatch(
      /catalogue may import only modules of lower layers/,
    );
  });

  it("forbid reaching past a module's index.ts", () => {
    expect(messagesOf('pastIndex', RESTRICTED).join('\n')).toMatch(
      /Import orders through its index\.ts/,
    );
  });

  it('allow a lower module through its index.ts', () => {
    expect(messagesOf('throughIndex', RESTRICTED)).toEqual([]);
  });

  it('forbid two files importing each other', () => {
    expect(messagesOf('cycle', CYCLE)).toHaveLength(1);
  });
});
