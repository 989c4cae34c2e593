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

/** The shell hands over, and the held taps are replayed (in a microtask, after the caller). */
async function takeOver(): Promise<void> {
  takeOverTaps();
  await new Promise<void>((resolve) => queueMicrotask(resolve));
}

afterEach(() => {
  (window as unknown as Record<string, { stop(): void } | undefined>)[TAPS_GLOBAL]?.stop();
});

describe('taps before hydration', () => {
  it('holds a tap on a script-only button and replays it once the root hydrated', async () => {
    serverPage(
      '<div id="root"><button type="button" data-name="add"><span>Add to cart</span></button></div>',
    );
    const seen = listen();

    expect(click('add')).toBe(false);
    expect(seen).toEqual([]);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    await takeOver();
    expect(seen).toEqual(['add']);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);

    // Released: the next tap goes straight through, and nothing is replayed twice.
    expect(click('add')).toBe(true);
    await takeOver();
    expect(seen).toEqual(['add', 'add']);
  });

  it('replays them once the caller has returned, in order with a tap made meanwhile', async () => {
    // The shell hands over from a React effect, where React cannot hydrate a part that still
    // waits (a listing's deferred card) before handing it the click: a replay there was dropped.
    serverPage(
      '<div id="root"><button type="button" data-name="a"></button>' +
        '<button type="button" data-name="b"></button></div>',
    );
    const seen = listen();
    click('a');
    takeOverTaps();
    expect(seen).toEqual([]);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    // Still held until the replay: it comes after the tap made before it.
    expect(click('b')).toBe(false);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(seen).toEqual(['a', 'b']);
  });

  it('holds a tick on a checkbox or a radio button, which stays as it was, and replays it', async () => {
    serverPage(
      '<div id="root"><label>Apple <input type="checkbox" data-name="apple"></label>' +
        '<input type="radio" name="pay" value="cod" data-name="cod" checked>' +
        '<input type="radio" name="pay" value="card" data-name="card"></div>',
    );
    const seen = listen();
    const box = (name: string) =>
      document.querySelector<HTMLInputElement>(`[data-name="${name}"]`)!;

    expect(click('apple')).toBe(false);
    expect(click('card')).toBe(false);
    expect(box('apple').checked).toBe(false);
    expect(box('card').checked).toBe(false);
    expect(seen).toEqual([]);

    await takeOver();
    expect(seen).toEqual(['apple', 'card']);
    expect(box('apple').checked).toBe(true);
    expect(box('card').checked).toBe(true);
  });

  it('leaves a box of a form with its own action to the browser', () => {
    serverPage(
      '<div id="root"><form action="/subscribe"><input type="checkbox" data-name="news"></form></div>',
    );
    expect(click('news')).toBe(true);
    expect(document.querySelector<HTMLInputElement>('[data-name="news"]')!.checked).toBe(true);
  });

  it('replays several taps in order, including role="button" elements', async () => {
    serverPage(
      '<div id="root"><button type="button" data-name="menu"></button>' +
        '<div role="button" tabindex="0" data-name="chip"></div></div>',
    );
    const seen = listen();
    click('menu');
    click('chip');
    click('menu');
    await takeOver();
    expect(seen).toEqual(['menu', 'chip', 'menu']);
  });

  it('leaves alone what works without script: links, <summary>, a form with its own action', async () => {
    serverPage(
      '<div id="root"><a href="#x" data-name="link">Shops</a>' +
        '<details><summary data-name="why">Why</summary><p>…</p></details>' +
        '<form action="/shops"><button data-name="submit">Search</button></form></div>',
    );
    const seen = listen();
    const sent: string[] = [];
    // Last in the chain, as the browser's own sending would be: what reaches it was not held.
    const browser = (event: Event) => {
      sent.push('browser');
      event.preventDefault();
    };
    window.addEventListener('submit', browser);
    expect(click('link')).toBe(true);
    expect(click('why')).toBe(true);
    expect(click('submit')).toBe(true);
    expect(seen).toEqual(['link', 'why', 'submit']);
    expect(sent).toEqual(['browser']);
    await takeOver();
    expect(seen).toEqual(['link', 'why', 'submit']);
    expect(sent).toEqual(['browser']);
    window.removeEventListener('submit', browser);
  });

  describe('a form without action (every form of the shop: its script sends it)', () => {
    /**
     * What "React" does with a submit once it listens (attached at hydration): the form's name, the
     * submitter's and the field's value; into `seen` (with the clicks, when they share it).
     */
    function listenSubmits(seen: string[] = []): string[] {
      document.getElementById('root')!.addEventListener('submit', (event) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        const by = (event as SubmitEvent).submitter?.getAttribute('data-name') ?? 'none';
        const email = form.querySelector<HTMLInputElement>('input[name="email"]')!.value;
        seen.push(`${form.getAttribute('data-name')}:${by}:${email}`);
      });
      return seen;
    }
    const reachedBrowser: string[] = [];
    // The browser's own sending: a submit that reached the window with nothing preventing it.
    const browser = (event: Event) => {
      if (event.defaultPrevented) return;
      reachedBrowser.push((event.target as Element).getAttribute('data-name') ?? '?');
      event.preventDefault();
    };
    beforeEach(() => {
      reachedBrowser.length = 0;
      window.addEventListener('submit', browser);
    });
    afterEach(() => window.removeEventListener('submit', browser));

    const contactForm =
      '<div id="root"><form noValidate data-name="contact"><input name="email">' +
      '<button type="button" data-name="plus">+</button>' +
      '<button type="submit" data-name="send">Send</button></form></div>';

    it('holds its submit (no reload, nothing typed lost) and submits it once the page is live', async () => {
      serverPage(contactForm);
      document.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'a@b.bd';

      expect(click('send')).toBe(true); // the click itself is the browser's: it starts the submit
      expect(reachedBrowser).toEqual([]);

      const seen = listenSubmits();
      await takeOver();
      expect(seen).toEqual(['contact:send:a@b.bd']);
      expect(reachedBrowser).toEqual([]);
    });

    it('sends a form tapped twice once, in the order of the taps around it', async () => {
      serverPage(contactForm);
      click('send');
      click('plus');
      click('send');
      document.querySelector('form')!.requestSubmit(); // Enter in the field
      expect(reachedBrowser).toEqual([]);
      const seen = listenSubmits(listen());
      await takeOver();
      expect(seen).toEqual(['contact:send:', 'plus']);
    });

    it('submits without its button when hydration removed or disabled it, and not a removed form', async () => {
      serverPage(contactForm);
      click('send');
      document.querySelector<HTMLButtonElement>('[data-name="send"]')!.disabled = true;
      const seen = listenSubmits();
      await takeOver();
      expect(seen).toEqual(['contact:none:']);

      serverPage(contactForm);
      click('send');
      document.querySelector('form')!.remove();
      const none = listenSubmits();
      await takeOver();
      expect(none).toEqual([]);
    });

    it('holds no submit outside the root', () => {
      serverPage(
        '<form data-name="outside"><button data-name="go">Go</button></form><div id="root"></div>',
      );
      click('go');
      expect(reachedBrowser).toEqual(['outside']);
    });
  });

  it('holds nothing outside the root, and nothing on a disabled button', async () => {
    serverPage(
      '<button type="button" data-name="outside"></button>' +
        '<div id="root"><button type="button" disabled data-name="off"></button></div>',
    );
    expect(click('outside')).toBe(true);
    await takeOver();
    expect((window as unknown as Record<string, { held: unknown[] }>)[TAPS_GLOBAL].held).toEqual(
      [],
    );
  });

  it('drops a held tap whose button hydration removed', async () => {
    serverPage('<div id="root"><button type="button" data-name="gone"></button></div>');
    const seen = listen();
    click('gone');
    document.querySelector('[data-name="gone"]')!.remove();
    await takeOver();
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
  it('waits for a server-rendered page to hydrate, before its held taps are replayed', async () => {
    serverPage('<div id="root"><button type="button" data-name="menu">Menu</button></div>');
    const seen = listen();
    const order: string[] = [];
    document.getElementById('root')!.addEventListener('click', () => order.push('tap'));
    click('menu');
    whenPageLive(() => order.push('live'));
    expect(order).toEqual([]);

    await takeOver();
    expect(order).toEqual(['live', 'tap']);
    expect(seen).toEqual(['menu']);
    // Once, and at once from now on.
    await takeOver();
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
