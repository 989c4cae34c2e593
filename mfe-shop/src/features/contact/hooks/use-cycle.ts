import { useEffect, useState } from 'react';

/** 0, 1, …, count - 1, 0, … advancing every `intervalMs`. */
export function useCycle(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);
  return index;
}
