/**
 * Taps on a server-rendered page before React owns it.
 *
 * A server-rendered page is drawn, and tapped, well before its scripts have loaded and hydrated
 * it. React replays a click only once `hydrateRoot` has attached its listeners to the root; a tap
 * on a button before that (Add to cart, the phone menu, the language switch) reached markup with no
 * listener at all and was lost. A form's Submit (or Enter in its field) was worse: none of the
 * shop's forms has an `action`, so the browser sent it itself — a GET of the same page with the
 * fields in its address — and what the visitor had typed was gone, the message unsent. Links,
 * `<details>` and a form with its own `action` work without script and are left alone.
 *
 * Two halves of one contract:
 * - `EARLY_TAPS_SCRIPT`, inline at the top of every page the shell's server answers (its CSP nonce
 *   covers it): from the first byte of the page, a click on a script-only button inside `#root`
 *   (`<button type="button">`, `role="button"`) or on a checkbox or radio button (not one of a form
 *   with its own `action`) is held — default and propagation stopped, so a box stays as it was —
 *   and the element remembered in `window.__SHOP_TAPS__`; so is the submit of a form without
 *   `action` (once per form: a second tap on Send before the page is live must not send twice);
 * - `takeOverTaps()`, called by the shell once the root has hydrated: stops holding, marks
 *   `<html data-hydrated>` and clicks the remembered buttons again, and submits the remembered
 *   forms (`requestSubmit`, with the button that sent them), in order, now that React listens.
 *   Hydration keeps the server's DOM nodes, so they are the very buttons and forms, with what was
 *   typed in them.
 */

/** `window.__SHOP_TAPS__`: the held buttons, and `stop()` to release the listener. */
export const TAPS_GLOBAL = '__SHOP_TAPS__';

/** Set on `<html>` when the page's root has hydrated (or rendered): React owns the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Which clicks are held: buttons whose only action is the page's script, and the boxes and radio
 * buttons whose state the page's script owns (a filter's tick). A tick left to the browser before
 * hydration showed a ticked box over a list React had not filtered, and stayed so.
 */
export const HELD_SELECTOR =
  'button[type="button"], [role="button"]:not(a, summary), input[type="checkbox"], input[type="radio"]';

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
  // A box in a form with its own action is that form's, which works without script.
  "if(b.tagName==='INPUT'&&b.form&&b.form.hasAttribute('action'))return;" +
  'e.preventDefault();e.stopImmediatePropagation();held.push({el:b});}' +
  'function send(e){' +
  "var f=e.target;if(!f||!f.closest||!f.closest('#root')||f.hasAttribute('action'))return;" +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'for(var i=0;i<held.length;i++)if(held[i].el===f)return;' +
  'held.push({el:f,by:e.submitter||null});}' +
  "w.addEventListener('click',hold,true);w.addEventListener('submit',send,true);" +
  `w.${TAPS_GLOBAL}={held:held,stop:function(){` +
  "w.removeEventListener('click',hold,true);w.removeEventListener('submit',send,true);}};" +
  '})(window,document);';

/** One held tap: a button to click again, or a form to submit again (`by`: its submit button). */
interface HeldTap {
  el: Element;
  by?: HTMLElement | null;
}

interface HeldTaps {
  held: HeldTap[];
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
 * The page's root has hydrated: release the held taps and replay them (each once, on buttons and
 * forms still in the page, buttons not disabled meanwhile), in a microtask. Safe to call more than
 * once.
 *
 * The shell calls this from a React effect, and there React cannot hydrate anything at once. A tap
 * inside a part of the page still waiting to hydrate (a listing's cards below the first rows,
 * `DeferredHydration`) needs exactly that: React hydrates the part synchronously, then hands it the
 * click; asked from inside an effect it cannot, stops the click and drops it (the card's Add to cart
 * did nothing). A microtask runs once React's work has returned, before any other event: the taps
 * stay held until then, so none is replayed out of order.
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
  win.queueMicrotask(() => replayHeldTaps(taps));
}

function replayHeldTaps(taps: HeldTaps): void {
  taps.stop();
  const held = taps.held.splice(0);
  for (const { el, by } of held) {
    if (!el.isConnected) continue;
    if (el.tagName === 'FORM') resubmit(el as HTMLFormElement, by ?? null);
    else if (!(el as HTMLButtonElement).disabled) (el as HTMLElement).click();
  }
}

/**
 * Submits a held form as its visitor did: through the submit button they used when it is still
 * there and enabled (handlers reading the event's `submitter` see it), else the form alone.
 * `requestSubmit` runs the form's own checks and fires `submit`, which React now handles.
 */
function resubmit(form: HTMLFormElement, by: HTMLElement | null): void {
  const button = by as HTMLButtonElement | null;
  if (button?.isConnected && button.form === form && !button.disabled) form.requestSubmit(button);
  else form.requestSubmit();
}
