import {
  EARLY_TAPS_SCRIPT,
  HYDRATED_ATTRIBUTE,
  TAPS_GLOBAL,
  takeOverTaps,
  whenPageLive,
} from './early-taps';

/** The page as the server sends it, with the inline script run as the browser would. */
function serverPage(markup: string): void {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  delete (window as unknown as Record<string, unknown>)[TAPS_GLOBAL];
  document.body.innerHTML = markup;
  // The inline script exactly as the page carries it.
  new Function(EARLY_TAPS_SCRIPT)();
}

/** What "React" saw: listeners on the root, as hydrateRoot attaches them. */
function listen(): string[] {
  const seen: string[] = [];
  document.getElementById('root')!.addEventListener('click', (event) => {
    const target = event.target as Element;
    seen.push(target.closest('[data-name]')?.getAttribute('data-name') ?? '?');
  });
  return seen;
}

const click = (name: string) => {
  const element = document.querySelector<HTMLElement>(`[data-name="${name}"]`)!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  const notPrevented = element.dispatchEvent(event);
  return notPrevented;
};

afterEach(() => {
  (window as unknown as Record<string, { stop(): void } | undefined>)[TAPS_GLOBAL]?.stop();
});

describe('taps before hydration', () => {
  it('holds a tap on a script-only button and replays it once the root hydrated', () => {
    serverPage(
      '<div id="root"><button type="button" data-name="add"><span>Add to cart</span></button></div>',
    );
    const seen = listen();

    expect(click('add')).toBe(false);
    expect(seen).toEqual([]);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    takeOverTaps();
    expect(seen).toEqual(['add']);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);

    // Released: the next tap goes straight through, and nothing is replayed twice.
    expect(click('add')).toBe(true);
    takeOverTaps();
    expect(seen).toEqual(['add', 'add']);
  });

  it('replays several taps in order, including role="button" elements', () => {
    serverPage(
      '<div id="root"><button type="button" data-name="menu"></button>' +
        '<div role="button" tabindex="0" data-name="chip"></div></div>',
    );
    const seen = listen();
    click('menu');
    click('chip');
    click('menu');
    takeOverTaps();
    expect(seen).toEqual(['menu', 'chip', 'menu']);
  });

  it('leaves alone what works without script: links, <summary>, submit buttons', () => {
    serverPage(
      '<div id="root"><a href="#x" data-name="link">Shops</a>' +
        '<details><summary data-name="why">Why</summary><p>…</p></details>' +
        '<form><button data-name="submit">Search</button></form></div>',
    );
    const seen = listen();
    expect(click('link')).toBe(true);
    expect(click('why')).toBe(true);
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    expect(click('submit')).toBe(true);
    expect(seen).toEqual(['link', 'why', 'submit']);
    takeOverTaps();
    expect(seen).toEqual(['link', 'why', 'submit']);
  });

  it('holds nothing outside the root, and nothing on a disabled button', () => {
    serverPage(
      '<button type="button" data-name="outside"></button>' +
        '<div id="root"><button type="button" disabled data-name="off"></button></div>',
    );
    expect(click('outside')).toBe(true);
    takeOverTaps();
    expect((window as unknown as Record<string, { held: unknown[] }>)[TAPS_GLOBAL].held).toEqual(
      [],
    );
  });

  it('drops a held tap whose button hydration removed', () => {
    serverPage('<div id="root"><button type="button" data-name="gone"></button></div>');
    const seen = listen();
    click('gone');
    document.querySelector('[data-name="gone"]')!.remove();
    takeOverTaps();
    expect(seen).toEqual([]);
  });

  it('only marks the page when it was not server-rendered (no inline script)', () => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    delete (window as unknown as Record<string, unknown>)[TAPS_GLOBAL];
    expect(() => takeOverTaps()).not.toThrow();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });
});

describe('whenPageLive', () => {
  it('waits for a server-rendered page to hydrate, before its held taps are replayed', () => {
    serverPage('<div id="root"><button type="button" data-name="menu">Menu</button></div>');
    const seen = listen();
    const order: string[] = [];
    document.getElementById('root')!.addEventListener('click', () => order.push('tap'));
    click('menu');
    whenPageLive(() => order.push('live'));
    expect(order).toEqual([]);

    takeOverTaps();
    expect(order).toEqual(['live', 'tap']);
    expect(seen).toEqual(['menu']);
    // Once, and at once from now on.
    takeOverTaps();
    whenPageLive(() => order.push('later'));
    expect(order).toEqual(['live', 'tap', 'later']);
  });

  it('runs at once on a page the browser renders (no early-taps script)', () => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    delete (window as unknown as Record<string, unknown>)[TAPS_GLOBAL];
    const calls: number[] = [];
    whenPageLive(() => calls.push(1));
    expect(calls).toEqual([1]);
  });
});
