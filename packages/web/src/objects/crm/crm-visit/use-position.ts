import { useCallback, useEffect, useState } from 'react';
import type { GeoPoint } from '@crm/domain';

/** Where the phone is, as its browser answers: still asking, found, refused by the user, not found, or no such service. */
export type PositionState =
  | { status: 'locating' }
  | { status: 'located'; point: GeoPoint; accuracy: number }
  | { status: 'denied' }
  | { status: 'unavailable' }
  | { status: 'unsupported' };

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * The phone's position (navigator.geolocation, WGS-84), asked when the screen opens and again on
 * `locate()`; what the screen holds meanwhile stays as it is.
 */
export function usePosition(): { position: PositionState; locate: () => void } {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [position, setPosition] = useState<PositionState>(supported ? { status: 'locating' } : { status: 'unsupported' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      (found) => {
        if (current)
          setPosition({
            status: 'located',
            point: { lat: round(found.coords.latitude), lng: round(found.coords.longitude) },
            accuracy: Math.round(found.coords.accuracy),
          });
      },
      (error) => {
        if (current) setPosition({ status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
    return () => {
      current = false;
    };
  }, [supported, attempt]);

  const locate = useCallback(() => {
    if (!supported) return;
    setPosition({ status: 'locating' });
    setAttempt((n) => n + 1);
  }, [supported]);
  return { position, locate };
}
