import { describe, expect, it } from 'vitest';
import { tenantSettingValue } from '../../../api/tenant-settings.ts';
import { distanceMeters, measureSignIn, pointOf, VISIT_SIGN_STATE } from './crm-visit.sign.ts';

const tiananmen = { lat: 39.9055, lng: 116.3976 };

describe('a visit sign-in', () => {
  it('measures great-circle metres: a thousandth of a degree of latitude is some 111 m, Tiananmen to the Bund some 1,068 km', () => {
    expect(distanceMeters(tiananmen, { lat: 39.9065, lng: 116.3976 })).toBe(111);
    expect(distanceMeters(tiananmen, tiananmen)).toBe(0);
    expect(Math.round(distanceMeters(tiananmen, { lat: 31.2304, lng: 121.4737 }) / 1000)).toBe(1068);
  });

  it('is on site within the threshold, far beyond it (never on site), and without a customer position says so', () => {
    const near = { lat: 39.9075, lng: 116.3976 };
    expect(measureSignIn(near, tiananmen, 500)).toEqual({ distance: 222, state: VISIT_SIGN_STATE.onSite });
    expect(measureSignIn(near, tiananmen, 200)).toEqual({ distance: 222, state: VISIT_SIGN_STATE.far });
    expect(measureSignIn(near, null, 500)).toEqual({ distance: null, state: VISIT_SIGN_STATE.noLocation });
  });

  it('takes a position only from an address with both coordinates on the globe', () => {
    expect(pointOf({ text: 'x', lat: 39.9, lng: 116.4 })).toEqual({ lat: 39.9, lng: 116.4 });
    expect(pointOf({ text: 'x', lat: null, lng: 116.4 })).toBeNull();
    expect(pointOf({ text: 'x', lat: 91, lng: 116.4 })).toBeNull();
    expect(pointOf(null)).toBeNull();
  });

  it("reads the tenant's threshold, its default when unset or out of bounds", () => {
    expect([tenantSettingValue('visitFarMeters', '800'), tenantSettingValue('visitFarMeters', null), tenantSettingValue('visitFarMeters', '10')]).toEqual([
      800, 500, 500,
    ]);
  });
});
