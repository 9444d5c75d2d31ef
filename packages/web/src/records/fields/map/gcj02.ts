/**
 * GCJ-02, the offset datum mainland China's commercial maps (AMap, Tencent) are drawn in. Records
 * keep WGS-84 (what a phone's location gives); a map on such tiles shows a point moved to GCJ-02
 * and turns a tap on it back. Outside mainland China both are the same. The published algorithm
 * (krasovsky ellipsoid, as in eviltransform and coordtransform).
 */
const A = 6378245.0;
const EE = 0.006693421622965943;

function outOfChina(lat: number, lng: number): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function transformLat(x: number, y: number): number {
  let ret = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  ret += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  ret += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return ret;
}

function transformLng(x: number, y: number): number {
  let ret = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  ret += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  ret += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return ret;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export function wgs84ToGcj02({ lat, lng }: LatLng): LatLng {
  if (outOfChina(lat, lng)) return { lat, lng };
  let dLat = transformLat(lng - 105.0, lat - 35.0);
  let dLng = transformLng(lng - 105.0, lat - 35.0);
  const radLat = (lat / 180.0) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { lat: lat + dLat, lng: lng + dLng };
}

/** The inverse, by iteration: exact to well under a centimetre (the forward formula has no closed inverse). */
export function gcj02ToWgs84(gcj: LatLng): LatLng {
  if (outOfChina(gcj.lat, gcj.lng)) return gcj;
  let wgs = { lat: gcj.lat, lng: gcj.lng };
  for (let i = 0; i < 10; i++) {
    const there = wgs84ToGcj02(wgs);
    const dLat = gcj.lat - there.lat;
    const dLng = gcj.lng - there.lng;
    wgs = { lat: wgs.lat + dLat, lng: wgs.lng + dLng };
    if (Math.abs(dLat) < 1e-10 && Math.abs(dLng) < 1e-10) break;
  }
  return wgs;
}
