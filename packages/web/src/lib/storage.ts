import type { AccountInfo, AllAuthEntry, AuthEntry, Lang, UserInfo } from '@crm/domain';

/** Display preferences of spec section 3, persisted as one value. */
export interface LayoutSettings {
  sidebarOpened?: boolean;
  theme?: string;
  layout?: string;
  contentWidth?: string;
  fixedHeader?: boolean;
  fixedSidebar?: boolean;
  autoHideHeader?: boolean;
  color?: string;
  weak?: boolean;
  multipage?: boolean;
}

/** The stored keys of spec section 9 and the values they hold (JSON in localStorage). */
export interface StoredValues {
  accessToken: string;
  loginUsername: string;
  loginUserInfo: UserInfo;
  tenantId: string;
  buttonPermissions: { auth: AuthEntry[]; allAuth: AllAuthEntry[] };
  layoutSettings: LayoutSettings;
  goNextHref: string;
  language: Lang;
  timeZone: string;
  hideFloatingButton: boolean;
  companyInfo: AccountInfo;
  currentCompanyName: string;
  companySelectFlag: boolean;
  /** The door of the last login on this device (staff, agent, customer); kept after logout, so an expired session returns to its own login page. */
  loginDoor: 'staff' | 'agent' | 'customer';
}
export type StoredKey = keyof StoredValues;

export const STORAGE_KEYS: Record<StoredKey, string> = {
  accessToken: 'Access-Token',
  loginUsername: 'Login_Username',
  loginUserInfo: 'Login_Userinfo',
  tenantId: 'TENANT_ID',
  buttonPermissions: 'LOGIN_USER_BUTTON_AUTH',
  layoutSettings: 'LAYOUT_SETTINGS',
  goNextHref: 'goNextHref',
  language: 'language',
  timeZone: 'timeZone',
  hideFloatingButton: 'hideFloatingButton',
  companyInfo: 'companyInfo',
  currentCompanyName: 'currentCompanyName',
  companySelectFlag: 'companySelectFlag',
  loginDoor: 'loginDoor',
};

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const storage = {
  get<K extends StoredKey>(key: K): StoredValues[K] | null {
    const raw = backend()?.getItem(STORAGE_KEYS[key]);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as StoredValues[K];
    } catch {
      return null;
    }
  },
  set<K extends StoredKey>(key: K, value: StoredValues[K]): void {
    backend()?.setItem(STORAGE_KEYS[key], JSON.stringify(value));
  },
  remove(key: StoredKey): void {
    backend()?.removeItem(STORAGE_KEYS[key]);
  },
};
