import { lazy, Suspense, use, useEffect, useRef, useState } from 'react';
import { HYDRATED_ATTRIBUTE, TAPS_GLOBAL } from '../../early-taps';

/** How far below the screen the footer starts to load and hydrate, so it is live once seen. */
const NEAR_SCREEN = '600px 0px';

const Footer = lazy(() =>
  import(/* webpackChunkName: "footer" */ './footer').then((module) => ({
    default: module.Footer,
  })),
);

/** A server-rendered page that React is still hydrating (see `early-taps.ts`). */
function pageIsHydrating(): boolean {
  return (
    typeof window !== 'undefined' &&
    TAPS_GLOBAL in window &&
    !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)
  );
}

interface Gate {
  defer: boolean;
  tried: boolean;
  opened: Promise<void>;
  open(): void;
}

function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { defer: pageIsHydrating(), tried: false, opened, open };
}

/**
 * Suspends the first attempt to hydrate until the gate opens; any later attempt renders (React
 * makes one when the gate opens, when a tap, a key or a focus reaches the markup, or when an
 * update from above must reach it).
 */
function HydrationGate({ gate }: { gate: Gate }) {
  if (!gate.tried) {
    gate.tried = true;
    if (gate.defer) use(gate.opened);
  }
  return <Footer />;
}

/**
 * The footer, whose code is a chunk of its own. On a server-rendered page it is below the first
 * screen (the main area is at least a screen tall), so its markup stays as the server sent it —
 * links work, a tap on one before its code is there opens its page — and its code is fetched and
 * hydrated only when it nears the screen or is used: a first visit that does not scroll down does
 * not download it. Anywhere else (the server, a page the browser renders, a client navigation) it
 * renders at once. The wrapper takes no box (`display: contents`).
 */
export function DeferredFooter() {
  const [gate] = useState(createGate);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!gate.defer || !element) return undefined;
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
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={wrapper} className="deferred-footer">
      <Suspense fallback={null}>
        <HydrationGate gate={gate} />
      </Suspense>
    </div>
  );
}
