/**
 * The settings of a tenant an administrator changes (a `sys_configs` row by its code): each a
 * whole number within bounds, its default until one is saved. `GET /sys/sysConfig/queryByConfigCode`
 * answers the default of one not yet saved; `PUT /sys/sysConfig/edit {configCode, configValue}`
 * (administrators) saves one, refusing a code not listed here or a value out of bounds.
 */
export interface TenantSettingDef {
  min: number;
  max: number;
  default: number;
}

export const TENANT_SETTINGS = {
  /** How far from its customer's address a visit's sign-in may be and still count as on site, in metres. */
  visitFarMeters: { min: 50, max: 50_000, default: 500 },
} as const satisfies Readonly<Record<string, TenantSettingDef>>;

export type TenantSettingCode = keyof typeof TENANT_SETTINGS;

export function isTenantSetting(code: string): code is TenantSettingCode {
  return Object.hasOwn(TENANT_SETTINGS, code);
}

/** A stored value as its setting reads it: the default when it is missing or no longer a whole number within bounds. */
export function tenantSettingValue(code: TenantSettingCode, stored: string | null | undefined): number {
  const def: TenantSettingDef = TENANT_SETTINGS[code];
  const value = Number(stored);
  return stored != null && stored !== '' && Number.isInteger(value) && value >= def.min && value <= def.max ? value : def.default;
}
