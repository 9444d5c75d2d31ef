import type { AddressValue } from '../../../api/records.ts';

/**
 * A visit's sign-in, as the phone shows it before sending and the server records it: the distance
 * from the customer's address and what it makes of the sign-in. Positions are WGS-84 degrees on
 * both sides (a phone's geolocation gives them, records keep them; only a map on GCJ-02 tiles moves
 * what it draws), so the two are compared as they are.
 */

/** What a sign-in was: at the customer, too far from it, or at a customer whose address has no position. */
export const VISIT_SIGN_STATE = { onSite: '1', far: '2', noLocation: '3' } as const;
export type VisitSignState = (typeof VISIT_SIGN_STATE)[keyof typeof VISIT_SIGN_STATE];

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in whole metres. */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** An address's position, when it has both coordinates on the globe; else null. */
export function pointOf(address: AddressValue | null | undefined): GeoPoint | null {
  const lat = address?.lat;
  const lng = address?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export interface VisitSignMeasure {
  /** Metres from the customer's address; null when the customer has no position. */
  distance: number | null;
  state: VisitSignState;
}

/**
 * What a sign-in at `at` is for a customer at `customer`, the tenant's threshold `farMeters` apart:
 * beyond it is far, never on site.
 */
export function measureSignIn(at: GeoPoint, customer: GeoPoint | null, farMeters: number): VisitSignMeasure {
  if (!customer) return { distance: null, state: VISIT_SIGN_STATE.noLocation };
  const distance = distanceMeters(at, customer);
  return { distance, state: distance > farMeters ? VISIT_SIGN_STATE.far : VISIT_SIGN_STATE.onSite };
}

/** The visit's own routes beside the generic ones. */
export const VISIT_API = {
  /** `GET ?id=<visit>` or `?customerId=` → VisitSignTarget: where the customer is and the tenant's threshold. */
  signTarget: '/crm/crmVisit/signTarget',
  /** `POST {customerId, contacterIds?, purpose?, remark?, signLocation, signImages?}` → the visit: an unplanned visit, added and signed in at once. */
  addSigned: '/crm/crmVisit/addSigned',
} as const;

/** What the sign-in screen measures against, before the phone sends its position. */
export interface VisitSignTarget {
  customerId: string;
  customerName: string;
  /** The customer's address; its position may be missing. */
  address: AddressValue | null;
  /** The tenant's threshold: farther than this from the customer is far (TENANT_SETTINGS.visitFarMeters). */
  farMeters: number;
}
