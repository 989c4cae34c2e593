import { useLanguage } from '@shop/i18n';
import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './deferred-hydration.css';

/** How far outside the screen a deferred part starts to hydrate, so it is live once seen. */
const NEAR_SCREEN = '600px 0px';

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
  /** Whether the first attempt to hydrate waits for `opened`. */
  defer: boolean;
  /** The boundary has been rendered once: any later attempt hydrates. */
  tried: boolean;
  /** Its content has hydrated (or rendered): React owns it and updates it in place. */
  live: boolean;
  opened: Promise<void>;
  open(): void;
}

function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { defer: pageIsHydrating(), tried: false, live: false, opened, open };
}

/**
 * Suspends the first attempt to hydrate its boundary until the gate opens. Every later attempt
 * renders: React makes one only when the gate has opened, when a tap, a key or a focus reaches the
 * markup inside (it then hydrates the boundary at once and hands it the event), or when an update
 * from above must reach it — all of which need the part live.
 */
function HydrationGate({
  gate,
  renewed,
  children,
}: {
  gate: Gate;
  /** Rendered afresh (`DeferredHydration`): nothing to hydrate, nothing to wait for. */
  renewed: boolean;
  children: ReactNode;
}) {
  if (!gate.tried) {
    gate.tried = true;
    if (gate.defer && !renewed) use(gate.opened);
  }
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
  }, [gate]);
  return null;
}

/**
 * A part of a server-rendered page below the first screen, hydrated only when it comes near the
 * screen or is used: until then its server markup stays as it is (links, images, native controls
 * work, CSS hover and focus styles too), and the page's first hydration does not spend the
 * phone's main thread on it. React hydrates a Suspense boundary on its own, and one that is tapped
 * first (selective hydration), so nothing the visitor does is lost; taps before the page's root
 * hydrates are held and replayed by the shell's early-taps script as on the rest of the page.
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
  // The language of what the boundary shows, and how often it was rendered afresh for another.
  const [shown, setShown] = useState({ language, renewals: 0 });
  if (shown.language !== language) {
    setShown({ language, renewals: shown.renewals + (gate.live ? 0 : 1) });
  }
  const renewed = shown.renewals > 0;

  useEffect(() => {
    const element = wrapper.current;
    // Rendered afresh: nothing is left to hydrate.
    if (!gate.defer || renewed || !element) return undefined;
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
      <Suspense key={shown.renewals} fallback={null}>
        <HydrationGate gate={gate} renewed={renewed}>
          {children}
        </HydrationGate>
      </Suspense>
    </div>
  );
}
