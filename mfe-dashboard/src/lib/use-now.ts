import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `everyMs` until `until` has passed (a countdown's clock). It is
 * read afresh whenever `until` changes (an order that has just loaded); once `until` has passed —
 * or without one — it stops ticking.
 */
export function useNow(until: string | undefined, everyMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  const end = until ? new Date(until).getTime() : Number.NaN;
  useEffect(() => {
    if (!Number.isFinite(end)) return undefined;
    setNow(new Date());
    if (Date.now() >= end) return undefined;
    const timer = setInterval(() => {
      const current = new Date();
      setNow(current);
      if (current.getTime() >= end) clearInterval(timer);
    }, everyMs);
    return () => clearInterval(timer);
  }, [end, everyMs]);
  return now;
}

/** Milliseconds from `now` until `until` (0 once passed); undefined without an `until`. */
export function msLeft(until: string | undefined, now: Date): number | undefined {
  if (!until) return undefined;
  const end = new Date(until).getTime();
  if (!Number.isFinite(end)) return undefined;
  return Math.max(0, end - now.getTime());
}

/** A countdown as "m:ss" (or "h:mm:ss" from an hour), digits in ASCII (the caller localizes them). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
