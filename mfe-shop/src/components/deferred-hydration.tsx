import { useLanguage } from '@shop/i18n';
import { useLocation } from '@shop/router';
import {
  type FulfilledReactPromise,
  type ReactElement,
  type ReactPromise,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import './deferred-hydration.css';

/** How far outside the screen a deferred part starts to hydrate, so it is live once seen. */
const NEAR_SCREEN = '600px 0px';

/**
 * What a visitor does to a part that makes it hydrate at once. React handles each of these at the
 * page's root by first hydrating the boundary under the event's target (selective hydration:
 * `discreteReplayableEvents`, and focus), so the gate must be open before React's own listener
 * runs: ours listen in the capture phase on the document, which the event passes before the root.
 */
const USE_EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'input',
  'change',
  'dragstart',
  'compositionstart',
  'copy',
  'cut',
  'paste',
] as const;

/**
 * Whether the page is a server-rendered one that React is still hydrating. The shell's inline
 * early-taps script (`window.__SHOP_TAPS__`) is on every page its server renders, and the shell
 * marks `<html data-hydrated>` once the page's root has hydrated (`shell/src/early-taps.ts`).
 */
function pageIsHydrating(): boolean {
  return (
    typeof window !== 'undefined' &&
    '__SHOP_TAPS__' in window &&
    !document.documentElement.hasAttribute('data-hydrated')
  );
}

interface Gate {
  /** Whether hydrating the boundary waits for the gate to open. */
  defer: boolean;
  /** Near the screen, or used: the boundary may hydrate. Never closes again. */
  isOpen: boolean;
  /** What a hydration attempt waits on; fulfilled, for React, as soon as the gate opens. */
  opened: ReactPromise<void>;
  open(): void;
  /** Its content has hydrated (or rendered): React owns it and updates it in place. */
  live: boolean;
  /** Told when the content goes live (`DeferredHydration` then hands it what changed meanwhile). */
  onLive?: () => void;
}

/** A promise `use()` reads at once: marked fulfilled the way React marks the promises it tracks. */
const FULFILLED: FulfilledReactPromise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/** The parts waiting to hydrate, by their wrapper: one capturing listener per event for all. */
const waiting = new Map<Element, Gate>();

function openUsed(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [wrapper, gate] of waiting) if (wrapper.contains(target)) gate.open();
}

/** Whether the event being dispatched right now is a use of what `wrapper` holds. */
function usedNow(wrapper: Element): boolean {
  // `window.event`: the event whose listeners are running (React's root listener, mid-dispatch).
  const event = window.event;
  return (
    event !== undefined &&
    (USE_EVENTS as readonly string[]).includes(event.type) &&
    event.target instanceof Node &&
    wrapper.contains(event.target)
  );
}

function watchUse(wrapper: Element, gate: Gate): void {
  if (waiting.size === 0) {
    for (const type of USE_EVENTS) document.addEventListener(type, openUsed, true);
  }
  waiting.set(wrapper, gate);
}

function stopWatchingUse(gate: Gate): void {
  for (const [wrapper, waiter] of waiting) if (waiter === gate) waiting.delete(wrapper);
  if (waiting.size > 0) return;
  for (const type of USE_EVENTS) document.removeEventListener(type, openUsed, true);
}

function createGate(): Gate {
  let resolve = () => {};
  const opened: ReactPromise<void> = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    defer: pageIsHydrating(),
    isOpen: false,
    live: false,
    opened,
    open() {
      if (gate.isOpen) return;
      gate.isOpen = true;
      stopWatchingUse(gate);
      // Marked the way React marks a promise it has seen settle, so an attempt to hydrate made in
      // this very task (the event that opened the gate) reads it without suspending; resolving
      // it pings the attempt that is waiting.
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

const noSubscription = () => () => {};

/**
 * `true` while React hydrates this component (it reads the server snapshot then), `false` when it
 * renders it in the browser: after React gave the server's markup up, or once it owns the part.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Every attempt to hydrate the boundary before its gate opens suspends on the same promise, so the
 * server's markup stays. No attempt is told from another by counting: React may render the gate
 * more than once for one attempt (a render interrupted and started again, a replay), and each of
 * those must wait too. What has to reach a waiting part either opens the gate first (a tap, a key
 * or a focus inside it; near the screen) or does not reach it at all (`DeferredHydration` keeps
 * the props it hydrates with). A render of the part in the browser — React gave the server's
 * markup up — shows the part at once rather than nothing.
 */
function HydrationGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  // Once open, `opened` reads as fulfilled at once. A part that never waits (`defer` is fixed for
  // its life) calls no `use()`; one that may wait calls it in every render, so React sees the
  // same calls in each attempt.
  if (gate.defer) use(hydrating ? gate.opened : FULFILLED);
  return (
    <>
      {children}
      <MarkLive gate={gate} />
    </>
  );
}

/** Renders nothing (the server's markup is the same with it); its effect runs once the content is live. */
function MarkLive({ gate }: { gate: Gate }): null {
  useLayoutEffect(() => {
    gate.live = true;
    gate.onLive?.();
  }, [gate]);
  return null;
}

/**
 * A part of a server-rendered page below the first screen, hydrated only when it comes near the
 * screen or is used: until then its server markup stays as it is (links, images, native controls
 * work, CSS hover and focus styles too), and the page's first hydration does not spend the
 * phone's main thread on it. A tap, a key or a focus inside it opens its gate before React sees
 * the event, and React then hydrates the part at once and hands it the event (selective
 * hydration), so nothing the visitor does is lost; taps before the page's root hydrates are held
 * and replayed by the shell's early-taps script as on the rest of the page.
 *
 * Until it is live, the part is rendered with the props it was first rendered with — those of the
 * server's markup. A render of the page above it (a product topped up from the API right after
 * hydration, a variant picked) would otherwise reach the waiting boundary as an update, and React
 * would hydrate it at once to apply it, or render it anew. What changed meanwhile reaches the part
 * as soon as it has hydrated.
 *
 * The page's language is the one thing that reaches the part from outside React's props and
 * context: i18next's instance. When it changes before the part has hydrated (the language switch,
 * or back or forward across `/` and `/bn/…`), the part's server markup is in the other language,
 * and hydrating it would render this language's texts over it (error 418, the part rendered anew
 * only when it nears the screen, in the wrong language until then). Then the boundary is rendered
 * afresh at once instead (a new key: React drops the server's markup and renders the part in the
 * new language). A part already live just re-renders in place, keeping its state.
 *
 * Rendered anywhere else (the server, a page the browser rendered, a page reached by a client
 * navigation) it renders its children at once, so the server's markup and the client's first
 * render are the same. The wrapper is `display: contents`: it takes no box, so a grid's items stay
 * its items.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  const [gate] = useState(createGate);
  const wrapper = useRef<HTMLDivElement>(null);
  const language = useLanguage();
  // Read only to stand between a navigation and the waiting boundary: React hands a changed
  // context to the first component under a bail-out that reads it, and this one renders the same
  // boundary again, so a navigation made while the part waits (the URL caught up once hydrated, a
  // filter picked above a listing) does not make React hydrate it first — in a transition,
  // waiting for the gate instead would hold the navigation until the part nears the screen.
  useLocation();
  // The language of what the boundary shows, and how often it was rendered afresh for another.
  const [shown, setShown] = useState({ language, renewals: 0 });
  if (shown.language !== language) {
    setShown({ language, renewals: shown.renewals + (gate.live ? 0 : 1) });
  }
  const renewed = shown.renewals > 0;
  // Re-rendered once the content is live, to hand it the props it missed while it waited.
  const [live, setLive] = useState(false);

  const boundary = (
    <Suspense key={shown.renewals} fallback={null}>
      <HydrationGate gate={gate}>{children}</HydrationGate>
    </Suspense>
  );
  // The very element the server's markup was rendered from: React bails out of an element it has
  // already rendered, so a waiting boundary sees no update from above.
  const [first] = useState<ReactElement>(boundary);
  const waits = gate.defer && !renewed && !live;

  useLayoutEffect(() => {
    const element = wrapper.current;
    // Rendered afresh: nothing is left to hydrate.
    if (!gate.defer || renewed || !element) return undefined;
    gate.onLive = () => setLive(true);
    if (gate.live) setLive(true);
    // In the commit that hydrated the part's surroundings, before any tap can reach React's
    // listener. When that commit is itself React hydrating the surroundings for a tap inside this
    // part (a boundary around it still dehydrated, the tap replayed by the shell), our listener is
    // too late for that event, which React hands on to this part's boundary next: open for it now.
    if (!gate.isOpen) {
      if (usedNow(element)) gate.open();
      else watchUse(element, gate);
    }
    return () => {
      gate.onLive = undefined;
      stopWatchingUse(gate);
    };
  }, [gate, renewed]);

  useEffect(() => {
    const element = wrapper.current;
    if (!gate.defer || gate.isOpen || renewed || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: NEAR_SCREEN },
    );
    // The wrapper has no box of its own: its children are what reaches the screen.
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [gate, renewed]);

  return (
    <div ref={wrapper} className="deferred-hydration">
      {waits ? first : boundary}
    </div>
  );
}
