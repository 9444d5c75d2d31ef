import { useCallback, useEffect, useRef, useState } from 'react';

export type PositionFailure = 'denied' | 'unavailable' | 'unsupported';

export type PositionState =
  { status: 'locating' } | { status: 'located'; lat: number; lng: number; accuracy: number } | { status: 'failed'; reason: PositionFailure };

/** How long the phone may take to say where it is, and how old a position it may give. */
const TIMEOUT_MS = 15_000;
const MAXIMUM_AGE_MS = 30_000;

/**
 * The phone's position (navigator.geolocation, WGS-84), asked when the page opens and again on
 * `locate()`. While a new position is sought the last one stays (with `locating` true); a refusal
 * or a failure is told apart, so the page can say which and offer to try again.
 */
export function usePosition(): { position: PositionState; locating: boolean; locate(): void } {
  const [position, setPosition] = useState<PositionState>({ status: 'locating' });
  const [locating, setLocating] = useState(true);
  const asked = useRef(0);
  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setLocating(false);
      setPosition({ status: 'failed', reason: 'unsupported' });
      return;
    }
    const ask = ++asked.current;
    setLocating(true);
    setPosition((before) => (before.status === 'located' ? before : { status: 'locating' }));
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (ask !== asked.current) return;
        setLocating(false);
        setPosition({ status: 'located', lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy });
      },
      (error) => {
        if (ask !== asked.current) return;
        setLocating(false);
        setPosition({ status: 'failed', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
  }, []);
  useEffect(() => {
    locate();
    // A position answered after the page closed is dropped.
    return () => {
      asked.current += 1;
    };
  }, [locate]);
  return { position, locating, locate };
}
