/**
 * GET /crm/crmCustomer/nearby?lat=&lng=&radius=&pageNo=&pageSize= (RECORD_API.nearbyCustomers,
 * the page /crm/nearbyCustomer): the customers the caller sees in their customer list whose
 * address lies within `radius` metres of the point, nearest first, a page at a time
 * (Page<NearbyCustomer>). The point is WGS-84, as a phone's position gives it and as records keep
 * their coordinates (a map on GCJ-02 tiles converts only what it draws). Customers without
 * coordinates are not answered.
 */
export interface NearbyCustomer {
  id: string;
  name: string;
  /** The address as written (may be empty when only its coordinates are known). */
  address: string;
  lat: number;
  lng: number;
  ownerId: string | null;
  ownerName: string | null;
  /** Great-circle distance from the asked point, in whole metres. */
  distance: number;
}

/** The widest search the route takes, in metres (50 km). */
export const NEARBY_RADIUS_MAX_M = 50_000;
