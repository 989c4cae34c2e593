/**
 * Taps on a server-rendered page before React owns it.
 *
 * A server-rendered page is drawn, and tapped, well before its scripts have loaded and hydrated
 * it. React replays a click only once `hydrateRoot` has attached its listeners to the root; a tap
 * on a button before that (Add to cart, the phone menu, the language switch) reached markup with no
 * listener at all and was lost. Links and `<details>` work without script and are left alone.
 *
 * Two halves of one contract:
 * - `EARLY_TAPS_SCRIPT`, inline at the top of every page the shell's server answers (its CSP nonce
 *   covers it): from the first byte of the page, a click on a script-only button inside `#root`
 *   (`<button type="button">`, `role="button"`) is held — default and propagation stopped — and
 *   the button remembered in `window.__SHOP_TAPS__`;
 * - `takeOverTaps()`, called by the shell once the root has hydrated: stops holding clicks, marks
 *   `<html data-hydrated>` and clicks the remembered buttons again, in order, now that React
 *   listens. Hydration keeps the server's DOM nodes, so they are the very buttons tapped.
 */

/** `window.__SHOP_TAPS__`: the held buttons, and `stop()` to release the listener. */
export const TAPS_GLOBAL = '__SHOP_TAPS__';

/** Set on `<html>` when the page's root has hydrated (or rendered): React owns the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Which clicks are held: buttons whose only action is the page's script. */
export const HELD_SELECTOR = 'button[type="button"], [role="button"]:not(a, summary)';

/**
 * The inline script (ES5, no dependency: it runs before any bundle). Kept small and fixed: the
 * same text on every page.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(w,d){' +
  `if(w.${TAPS_GLOBAL})return;` +
  'var held=[];' +
  'function hold(e){' +
  'var t=e.target,b=t&&t.closest?t.closest(' +
  JSON.stringify(HELD_SELECTOR) +
  '):null;' +
  "if(!b||b.disabled||!b.closest('#root'))return;" +
  'e.preventDefault();e.stopImmediatePropagation();held.push(b);}' +
  "w.addEventListener('click',hold,true);" +
  `w.${TAPS_GLOBAL}={held:held,stop:function(){w.removeEventListener('click',hold,true);}};` +
  '})(window,document);';

interface HeldTaps {
  held: Element[];
  stop(): void;
}

const whenLive = new Set<() => void>();

/**
 * Runs `callback` once React owns the whole page: at once on a page the browser rendered, or one
 * that has hydrated; else when it has (`takeOverTaps`). What changes state outside React (the
 * page's language) waits for it: a part of the page still to hydrate would render with the new
 * state over the server's markup (React error #418, the part rendered anew).
 */
export function whenPageLive(callback: () => void, win: Window = window): void {
  const hydrating =
    TAPS_GLOBAL in win && !win.document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
  if (hydrating) whenLive.add(callback);
  else callback();
}

/**
 * The page's root has hydrated: release the held clicks and replay them (each once, on buttons
 * still in the page and not disabled meanwhile). Safe to call more than once.
 */
export function takeOverTaps(win: Window = window): void {
  const doc = win.document;
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  // What waited for the page first (the router catching up with its URL), then the taps.
  const waiting = [...whenLive];
  whenLive.clear();
  for (const callback of waiting) callback();
  const taps = (win as unknown as Record<string, HeldTaps | undefined>)[TAPS_GLOBAL];
  if (!taps) return;
  taps.stop();
  const held = taps.held.splice(0);
  for (const element of held) {
    if (element.isConnected && !(element as HTMLButtonElement).disabled) {
      (element as HTMLElement).click();
    }
  }
}
