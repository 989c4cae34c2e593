import { firstDifference, withKeysInOrder, withoutPerRender } from './ssr-ab';

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

  it('can read the inline values with their keys in order, the rest of the page as it is', () => {
    const html = (state: string, messages: string, text = 'Shops') =>
      `<p>${text}; a;b</p><script>window.__SHOP_CONFIG__={"a":1};window.__SHOP_STATE__=${state};` +
      `window.__SHOP_I18N__=${messages};</script>`;
    const a = html(
      '{"tags":{"x":[1],"y":[2]}}',
      '{"resources":{"common":{"a":"\\u003c;"},"shell":{}}}',
    );
    const b = html(
      '{"tags":{"y":[2],"x":[1]}}',
      '{"resources":{"shell":{},"common":{"a":"\\u003c;"}}}',
    );
    expect(firstDifference(a, b)).toBeDefined();
    expect(firstDifference(withKeysInOrder(a), withKeysInOrder(b))).toBeUndefined();
    // After the per-render values are left out, the state still reads as JSON.
    const x = (at: number) => `"x":{"requestId":"r${at}","startedTimeStamp":${at}}`;
    const y = (at: number) => `"y":{"requestId":"s${at}","fulfilledTimeStamp":${at}}`;
    const state = (...entries: string[]) =>
      `<script>window.__SHOP_STATE__={${entries.join(',')}};</script>`;
    expect(withKeysInOrder(withoutPerRender(state(x(1), y(2))))).toBe(
      withKeysInOrder(withoutPerRender(state(y(3), x(4)))),
    );
    // Arrays keep their order, and the markup is compared as it is.
    expect(withKeysInOrder(html('{"x":[1,2]}', '{}'))).not.toBe(
      withKeysInOrder(html('{"x":[2,1]}', '{}')),
    );
    expect(withKeysInOrder(html('{}', '{}', 'Shop'))).not.toBe(withKeysInOrder(html('{}', '{}')));
  });
});
