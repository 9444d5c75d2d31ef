import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a new code may be asked for; `start(60)` begins counting down to 0. */
export function useCountdown(): { secondsLeft: number; start(seconds: number): void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback((seconds: number) => setSecondsLeft(Math.max(0, Math.round(seconds))), []);
  return { secondsLeft, start };
}

/** The client's check of spec section 5 "phone number format" (mainland mobile, +86 allowed). */
export function isMobileNumber(value: string): boolean {
  return /^(\+?86)?1[3-9]\d{9}$/.test(value.replace(/[\s-]/g, ''));
}

export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
