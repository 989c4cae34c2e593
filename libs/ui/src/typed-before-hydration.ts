import { type RefObject, useEffect, useRef } from 'react';

/**
 * A field of a server-rendered page can be typed in before React owns the page: hydration keeps
 * what was typed in the field, but not as the component's state. Once mounted, this hands `take`
 * what is in the field when it differs from what the first render showed (`rendered`), so it is
 * used as if typed now. Only the first render's `rendered` and `take` count.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  rendered: string,
  take: (typed: string) => void,
): void {
  const first = useRef({ rendered, take });
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== first.current.rendered) first.current.take(typed);
  }, [field]);
}
