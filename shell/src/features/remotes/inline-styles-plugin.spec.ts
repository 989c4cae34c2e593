import { hasInlineStylesheet, inlineStylesPlugin } from './inline-styles-plugin';

const CSS = 'http://localhost:4201/__federation_expose_HomePage.2968e2e855.css';
const OTHER_CSS = 'http://localhost:4201/__federation_expose_ShopsPage.e3b93a20dc.css';
const SCRIPT = 'http://localhost:4201/__federation_expose_HomePage.3b672f229c.js';

type PreloadArgs = Parameters<
  NonNullable<ReturnType<typeof inlineStylesPlugin>['beforePreloadRemote']>
>[0];

function preload(root: ParentNode, filter?: (url: string) => boolean) {
  const preloadOps: Array<{ nameOrAlias: string; filter?: (url: string) => boolean }> = [
    { nameOrAlias: 'mfe_shop', filter },
  ];
  void inlineStylesPlugin(root).beforePreloadRemote?.({ preloadOps } as unknown as PreloadArgs);
  const op = preloadOps[0] as { filter?: (url: string) => boolean };
  return (url: string) => (op.filter ? op.filter(url) : true);
}

function page(html: string): ParentNode {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('inlineStylesPlugin', () => {
  it('leaves a stylesheet the server put inline out of the preload, and keeps its scripts', () => {
    const keep = preload(page(`<style data-href="${CSS}">.hero{}</style>`));
    expect(keep(CSS)).toBe(false);
    expect(keep(SCRIPT)).toBe(true);
    expect(keep(OTHER_CSS)).toBe(true);
  });

  it('preloads every stylesheet of a page rendered in the browser', () => {
    expect(preload(page('<main></main>'))(CSS)).toBe(true);
  });

  it("keeps the preload's own filter", () => {
    const keep = preload(page(''), (url) => url !== SCRIPT);
    expect(keep(SCRIPT)).toBe(false);
    expect(keep(CSS)).toBe(true);
  });
});

describe('hasInlineStylesheet', () => {
  it('matches the whole URL only', () => {
    const root = page(
      `<style data-href="${CSS}"></style><link rel="stylesheet" href="${OTHER_CSS}">`,
    );
    expect(hasInlineStylesheet(CSS, root)).toBe(true);
    expect(hasInlineStylesheet(OTHER_CSS, root)).toBe(false);
    expect(hasInlineStylesheet('/__federation_expose_HomePage.2968e2e855.css', root)).toBe(false);
  });
});
