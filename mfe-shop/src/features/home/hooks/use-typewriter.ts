import { useEffect, useMemo, useState } from 'react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { graphemes, TYPING_HOLD_MS, TYPING_MS, typedCount } from '../utils/typewriter';

/**
 * The part of `text` typed so far: the whole text in `typeMs`, held for `holdMs`, then again.
 * It starts whole, as if just typed (held, then typed again): the server-rendered HTML carries the
 * line, so it is there before any script runs and with JavaScript off. With reduced motion the
 * whole text shows at once and stays.
 */
export function useTypewriter(text: string, typeMs = TYPING_MS, holdMs = TYPING_HOLD_MS): string {
  const characters = useMemo(() => graphemes(text), [text]);
  const reduced = useReducedMotion();
  const [elapsed, setElapsed] = useState(typeMs);

  useEffect(() => {
    if (reduced || characters.length === 0) return undefined;
    const step = typeMs / characters.length;
    // From the whole line: the hold comes first.
    let ticks = characters.length;
    setElapsed(typeMs);
    // Counting ticks rather than reading the clock keeps the rhythm even and testable.
    const timer = setInterval(() => {
      ticks += 1;
      setElapsed((ticks * typeMs) / characters.length);
    }, step);
    return () => clearInterval(timer);
  }, [characters, reduced, typeMs]);

  if (reduced) return text;
  return characters.slice(0, typedCount(elapsed, characters.length, typeMs, holdMs)).join('');
}
