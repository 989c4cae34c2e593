/**
 * An IntersectionObserver a test drives, in place of jsdom's missing one: `enter()` brings every
 * element it observes near the screen. `install()` puts it on `window` and forgets the observers
 * made before.
 */
export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  static install(): void {
    FakeObserver.all = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  enter() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
