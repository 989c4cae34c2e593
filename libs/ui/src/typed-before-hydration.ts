import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A field of a server-rendered page can be typed in before React owns the page: hydration keeps
 * what was typed in the field, but not as the component's state. Once mounted, this hands `take`
 * what is in the field when it differs from what the component renders in it (`rendered`), so it
 * is used as if typed now.
 *
 * `rendered` is compared as of the last commit, not the first render: a page's parts go live at
 * different times, and a field React already handled typing in (its state then shows what is in
 * the field) may mount its effects only when the rest of the page has hydrated, after the visitor
 * went on (closed the search list with Escape). Handing the same text over again then would undo
 * that (the list opened again).
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  rendered: string,
  take: (typed: string) => void,
): void {
  const latest = useRef({ rendered, take });
  useLayoutEffect(() => {
    latest.current = { rendered, take };
  });
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== latest.current.rendered) latest.current.take(typed);
  }, [field]);
}
