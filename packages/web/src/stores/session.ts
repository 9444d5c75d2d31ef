import { create } from 'zustand';
import type { AllAuthEntry, AuthEntry, LoginResult, MenuItem, PermissionPayload, UserInfo } from '@crm/domain';
import { storage } from '../lib/storage.ts';

/** The signed-in user of spec section 3: kept in memory and, where spec section 9 says so, stored. */
export interface SessionState {
  token: string | null;
  username: string;
  realname: string;
  avatar: string | null;
  info: UserInfo | null;
  /** The server-supplied menu; empty until loaded after each start (the guard loads it). */
  permissionList: MenuItem[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
  setLogin(result: LoginResult): void;
  setUserInfo(info: UserInfo): void;
  setPermissions(payload: PermissionPayload): void;
  clear(): void;
}

function fromStorage() {
  const info = storage.get('loginUserInfo');
  const buttons = storage.get('buttonPermissions');
  return {
    token: storage.get('accessToken'),
    username: storage.get('loginUsername') ?? info?.username ?? '',
    realname: info?.realname ?? '',
    avatar: info?.avatar ?? null,
    info,
    permissionList: [] as MenuItem[],
    auth: buttons?.auth ?? [],
    allAuth: buttons?.allAuth ?? [],
  };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...fromStorage(),
  setLogin(result) {
    const { token, userInfo } = result;
    storage.set('accessToken', token);
    storage.set('loginUserInfo', userInfo);
    storage.set('loginUsername', userInfo.username);
    storage.set('tenantId', userInfo.accountId);
    // Outlives the session: an expired partner or customer session goes back to its own login page.
    storage.set('loginDoor', userInfo.userType === 'agent' || userInfo.userType === 'customer' ? userInfo.userType : 'staff');
    set({
      token,
      info: userInfo,
      username: userInfo.username,
      realname: userInfo.realname,
      avatar: userInfo.avatar,
    });
  },
  setUserInfo(info) {
    storage.set('loginUserInfo', info);
    set({ info, realname: info.realname, avatar: info.avatar, username: info.username });
  },
  setPermissions(payload) {
    storage.set('buttonPermissions', { auth: payload.auth, allAuth: payload.allAuth });
    set({ permissionList: payload.menu ?? [], auth: payload.auth ?? [], allAuth: payload.allAuth ?? [] });
  },
  clear() {
    for (const key of ['accessToken', 'loginUserInfo', 'loginUsername', 'tenantId', 'buttonPermissions'] as const) {
      storage.remove(key);
    }
    set({ token: null, username: '', realname: '', avatar: null, info: null, permissionList: [], auth: [], allAuth: [] });
  },
}));

/** Re-reads the stored keys (tests, and after another tab changed them). */
export function reloadSessionFromStorage(): void {
  useSessionStore.setState(fromStorage());
}
