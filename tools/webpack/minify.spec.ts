import { fontPreloads } from '@shop/web-server';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { buildWithWebpack } from '../jest/build-with-webpack';
import { browserOptimization } from './index';

const STYLESHEET = `/*
 * The shop's faces: a long comment, as the shell's fonts.css has.
 */
@font-face {
  font-family: 'Noto Sans Bengali';
  font-weight: 400;
  src: url('/assets/bengali.woff2') format('woff2');
  unicode-range: U+0964-0965, U+0980-09F2, U+09F4-09FF, U+200C-200D, U+25CC;
}

@font-face {
  font-family: 'Noto Sans Bengali Signs';
  font-weight: 400;
  src: url('/assets/signs.woff2') format('woff2');
  unicode-range: U+0982, U+09AC, U+09B2, U+09BE, U+09F3;
}

/* The navbar over the page once it scrolls. */
.navbar--scrolled {
  background: rgba(255, 255, 255, 0.72);
  box-shadow: 0 6px 24px rgba(15, 23, 42, 0.08);
}
`;

/** Builds a page that imports `STYLESHEET` with the browser builds' minimizers; answers the CSS. */
async function minifiedStylesheet(): Promise<string> {
  const output = await buildWithWebpack(
    { 'page.css': STYLESHEET, 'page.js': "import './page.css';\nconsole.log('page');\n" },
    {
      entry: { page: './page.js' },
      module: {
        rules: [
          {
            test: /\.css$/,
            // The font files are not part of the test: their URLs are kept as written.
            use: [
              MiniCssExtractPlugin.loader,
              { loader: require.resolve('css-loader'), options: { url: false } },
            ],
          },
        ],
      },
      plugins: [new MiniCssExtractPlugin({ filename: '[name].css' })],
      optimization: browserOptimization(),
    },
  );
  return output['page.css'];
}

describe('the browser builds’ minimizers', () => {
  let css: string;
  beforeAll(async () => {
    css = await minifiedStylesheet();
  });

  it('minify stylesheets: no comment, no indentation', () => {
    expect(css).not.toContain('/*');
    expect(css).not.toMatch(/\n\s/);
    expect(css.length).toBeLessThan(STYLESHEET.length * 0.7);
    expect(css).toContain('.navbar--scrolled{');
  });

  it('leave the font faces the server reads for its preloads', () => {
    const styles = [{ href: '/app.css', css }];
    const href = (link: string) => /href="([^"]+)"/.exec(link)?.[1];
    expect(fontPreloads(styles, 'en').map(href)).toEqual(['/assets/signs.woff2']);
    expect(fontPreloads(styles, 'bn').map(href)).toEqual([
      '/assets/bengali.woff2',
      '/assets/signs.woff2',
    ]);
  });
});
