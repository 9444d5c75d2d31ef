import { useEffect, useState } from 'react';

/** Typing in a search box asks the server once the fingers rest, not at every letter. */
export const SEARCH_DELAY_MS = 300;

export function useDebounced<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
