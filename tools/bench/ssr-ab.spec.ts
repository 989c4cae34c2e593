import { firstDifference, withoutPerRender } from './ssr-ab';

describe('the HTML comparison of ssr-ab --same-html', () => {
  const page = (id: string, at: number, nonce: string) =>
    `<script nonce="${nonce}">window.__SHOP_STATE__={"q":{"status":"fulfilled","requestId":"${id}",` +
    `"startedTimeStamp":${at},"fulfilledTimeStamp":${at + 5},"data":{"name":"Watch"}}}</script>`;

  it('leaves out what differs between any two renders: request ids, timestamps, a nonce', () => {
    expect(withoutPerRender(page('kWbFgVvAlM7P-_1', 1795994764709, 'XLJ9Cm+/q=='))).toBe(
      withoutPerRender(page('Z0VhAST', 1795994770623, 'cEV5Ng==')),
    );
  });

  it('keeps every other difference, and says where it is', () => {
    const a = withoutPerRender(page('a', 1, 'n'));
    const b = withoutPerRender(page('a', 1, 'n').replace('Watch', 'Watches'));
    expect(firstDifference(a, a)).toBeUndefined();
    expect(firstDifference(a, b)).toMatch(
      /^at character \d+ of \d+ \/ \d+: .*Watch.* vs .*Watches/,
    );
  });
});
