import { useReducedMotion } from '@shop/ui';
import { useEffect, useMemo, useState } from 'react';
import { graphemes, TYPING_HOLD_MS, TYPING_MS, typedCount } from '../utils/typewriter';

/**
 * The part of `text` typed so far: the whole text in `typeMs`, held for `holdMs`, then again.
 * It starts whole, as if just typed (held, then typed again): the server-rendered HTML carries the
 * line, so it is there before any script runs and with JavaScript off. With reduced motion the
 * whole text shows at once and stays.
 *
 * The state is the number of characters shown, not the time: a tick that shows nothing new (the
 * whole hold, the start) sets the same number and React renders nothing, so the hero does not
 * re-render ten times a second while the page is still hydrating around it.
 */
export function useTypewriter(text: string, typeMs = TYPING_MS, holdMs = TYPING_HOLD_MS): string {
  const characters = useMemo(() => graphemes(text), [text]);
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(characters.length);

  useEffect(() => {
    const total = characters.length;
    if (reduced || total === 0) return undefined;
    const step = typeMs / total;
    // From the whole line: the hold comes first.
    let ticks = total;
    setShown(total);
    // Counting ticks rather than reading the clock keeps the rhythm even and testable.
    const timer = setInterval(() => {
      ticks += 1;
      setShown(typedCount((ticks * typeMs) / total, total, typeMs, holdMs));
    }, step);
    return () => clearInterval(timer);
  }, [characters, reduced, typeMs, holdMs]);

  if (reduced) return text;
  return characters.slice(0, Math.min(shown, characters.length)).join('');
}
