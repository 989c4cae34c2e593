/**
 * The server-rendered pages are valid HTML with sound ARIA: html-validate's standard rules (the
 * standards-compliance rules, without its style preferences) over the first HTML of every public
 * page in both languages, with no error.
 */
import { expect, test } from '@playwright/test';
import { NEW_ARRIVAL_PART_IDS } from '@shop/contracts';
import { shop } from './env';

/** The few types of html-validate's API this test uses. */
interface HtmlValidateMessage {
  ruleId: string;
  message: string;
  line: number;
  column: number;
  selector: string | null;
}
interface HtmlValidateReport {
  valid: boolean;
  results: Array<{ messages: HtmlValidateMessage[] }>;
}
interface HtmlValidateModule {
  HtmlValidate: new (config: object) => {
    validateString(html: string, filename?: string): Promise<HtmlValidateReport>;
  };
}

/** html-validate 10.x (Node 20.19+), a dev dependency of the workspace. */
const HTML_VALIDATE = 'html-validate';

async function loadHtmlValidate(): Promise<HtmlValidateModule> {
  try {
    // Through a name, not a literal: the test typechecks whether or not the package is installed.
    return (await import(HTML_VALIDATE)) as HtmlValidateModule;
  } catch (error) {
    throw new Error(
      `${HTML_VALIDATE} is not installed: add it as a dev dependency (npm i -D html-validate@^10.9.0). ${String(error)}`,
    );
  }
}

/** The federated remotes' servers (their origins, as the runtime config names them). */
const remoteOrigins = () =>
  ['SHOP_MFE_SHOP_URL', 'SHOP_MFE_DASHBOARD_URL', 'SHOP_MFE_ADMIN_URL'].map(
    (name) => new URL(process.env[name] ?? 'http://remote.invalid').origin,
  );

const config = () => ({
  extends: ['html-validate:standard'],
  rules: {
    // React's useId writes ids such as `_r_1_` (React 19.2+) that HTML5 allows but the rule's
    // strict default (a letter first, then letters, digits, `-` and `_`) refuses; HTML5's own
    // rules (not empty, no whitespace) still apply.
    'valid-id': ['error', { relaxed: true }],
    // The federated remotes' preloads (crossorigin links) go without integrity: each remote is
    // released on its own, chosen at run time from the release channel, so the shell cannot know
    // their hashes when it renders; they are the shop's own, content-hashed files. Any other
    // cross-origin script or stylesheet (a third party's) still needs its integrity.
    'require-sri': ['error', { target: 'crossorigin', exclude: remoteOrigins() }],
  },
});

const PRODUCT = NEW_ARRIVAL_PART_IDS[0];
/** The public storefront pages, which the server renders (their `<main>` is in the first HTML). */
const SERVER_RENDERED = ['/', '/shops', '/reviews', '/dailyD', '/cService', `/product/${PRODUCT}`];
/** The account pages, which the browser renders: their first HTML is the shell's own page. */
const BROWSER_RENDERED = ['/login', '/signup', '/reset'];
const PAGES = [...SERVER_RENDERED, ...BROWSER_RENDERED];

test.describe('html-validate over the server-rendered pages', () => {
  for (const language of ['', '/bn']) {
    for (const path of PAGES) {
      const route = `${language}${path}` || '/';
      test(`${route} has no error`, async ({ request }) => {
        const { HtmlValidate } = await loadHtmlValidate();
        const answer = await request.get(`${shop.url}${route === '/bn/' ? '/bn' : route}`);
        expect(answer.status()).toBe(200);
        const html = await answer.text();
        // A storefront page is rendered by the server itself, not only the empty shell.
        if (SERVER_RENDERED.includes(path)) expect(html).toMatch(/<main[\s>]/);

        const report = await new HtmlValidate(config()).validateString(html, `${route}.html`);
        const errors = report.results.flatMap((result) =>
          result.messages.map(
            (m) => `${m.ruleId} ${m.line}:${m.column} ${m.selector ?? ''} — ${m.message}`,
          ),
        );
        expect(errors).toEqual([]);
      });
    }
  }
});
