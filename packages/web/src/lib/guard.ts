import { redirect, type LoaderFunctionArgs } from 'react-router';
import {
  AGENT_PATHS,
  API,
  expiryWarning,
  isAccountBlocked,
  isLoginSuccess,
  type AccountInfo,
  type LoginResult,
  type MenuItem,
  type PermissionPayload,
  type UserInfo,
  type UserType,
} from '@crm/domain';
import type { HttpClient } from './http.ts';
import { storage } from './storage.ts';
import { tr } from './i18n.ts';
import { useSessionStore } from '../stores/session.ts';

/**
 * Where navigation goes (spec section 2 and the account status of section 4). Pure decision
 * functions first, each with a unit test; the thin adapter below applies them in the root route's
 * loader, which react-router runs on every navigation.
 */

export const BASENAME = '/mobile';
export const LOGIN_PATH = '/user/login';
export const AGENT_LOGIN_PATH = '/user/agentLogin';
export const TERMINAL_LOGIN_PATH = '/terminal/login';
export const HOME_PATH = '/index';
/** Where the platform operator (user type 'platform') works: enterprise accounts, not a tenant's workspace. */
export const PLATFORM_HOME = '/plat/sysAccountList';
export const ONLINE_SERVICE_PATH = '/account/onlineService';
export const BASE_SETTING_PATH = '/account/baseSetting';

export const PUBLIC_PATHS: readonly string[] = [
  '/crm/crmServiceAdd',
  '/fileBox',
  '/documentView',
  '/pdfPreview',
  '/videoPreview',
  '/officeView',
  '/videoView',
  '/article',
  '/smartForm',
  '/paymentComponent',
  '/help/helpBookList',
  '/help/helpBookView',
  '/qywxAuthorize',
  '/qywxRedirect',
  '/dingAuthorize',
  '/dingRedirect',
  '/feishuAuthorize',
  '/feishuRedirect',
  '/yunzhijiaAuthorize',
  '/yunzhijiaRedirect',
  '/authorizeHelp',
  LOGIN_PATH,
  AGENT_LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  TERMINAL_LOGIN_PATH,
  // The other device's side of "log in to the desktop version" (/account/tvApp): it has no session yet.
  '/user/deviceLogin',
];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(path) || path.includes('terminal');
}

/**
 * The three ways in (spec section 6): staff, channel partners and self-service customers each
 * have their own login page and home, and a session stays on its side: a partner or customer
 * never meets the staff login or the staff shell, whose calls are staff-only.
 */
export type Door = 'staff' | 'agent' | 'customer';

export interface DoorPaths {
  login: string;
  home: string;
  /** The pages of the door that exist (partners and customers open only these and the public pages). */
  pages: readonly string[];
}

export const DOORS: Readonly<Record<Door, DoorPaths>> = {
  staff: { login: LOGIN_PATH, home: HOME_PATH, pages: [] },
  agent: { login: AGENT_LOGIN_PATH, home: AGENT_PATHS.my, pages: Object.values(AGENT_PATHS) },
  customer: {
    login: TERMINAL_LOGIN_PATH,
    home: '/terminal/my',
    pages: [
      '/terminal/my',
      '/terminal/workOrderList',
      '/terminal/workOrderView',
      '/terminal/workOrderForm',
      '/terminal/deviceList',
      '/terminal/crmAppraiseForm',
    ],
  },
};

/** The door of an account: partners and customers their own, everyone else (platform operators too) the staff one. */
export function doorOf(userType: UserType | null | undefined): Door {
  return userType === 'agent' || userType === 'customer' ? userType : 'staff';
}

/**
 * Whose pages a path is: the partners' /agent/… (but the vendor's own screens of its partners,
 * /agent/agentUser…), the customers' /terminal/… (their login pages excepted), or null (staff or shared).
 */
export function doorOfPath(path: string): Exclude<Door, 'staff'> | null {
  if (path === TERMINAL_LOGIN_PATH) return null;
  if (path.startsWith('/agent/') && !path.startsWith('/agent/agentUser')) return 'agent';
  if (path.startsWith('/terminal/')) return 'customer';
  return null;
}

/**
 * Whether a signed-in account of `door` may open `path`: '/' (which leads each to its home) and
 * the public pages for everyone; partners and customers only their door's pages besides; staff
 * everything but the other doors' pages.
 */
export function doorAllows(door: Door, path: string): boolean {
  if (path === '/' || path === '/404' || PUBLIC_PATHS.includes(path)) return true;
  if (door === 'staff') return doorOfPath(path) === null;
  return DOORS[door].pages.includes(path);
}

/** The authorisation page of an enterprise messenger, by authType (spec section 2). */
export function authorizePage(authType: string | null): string {
  switch (authType) {
    case '2':
      return '/dingAuthorize';
    case '3':
      return '/feishuAuthorize';
    case '4':
      return '/yunzhijiaAuthorize';
    default:
      return '/qywxAuthorize';
  }
}

export function loginWithRedirect(fullPath: string, login: string = LOGIN_PATH): string {
  return `${login}?redirect=${encodeURIComponent(fullPath)}`;
}

/** Only in-app paths are followed from a query value. */
function safeTarget(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/**
 * Where a partner's or customer's login goes: back to the page of theirs they were sent from
 * (`?redirect=` of the login's address), or to their home when there was none or it is not theirs.
 */
export function doorLanding(door: Door, loginSearch: string): string {
  const target = safeTarget(new URLSearchParams(loginSearch).get('redirect'));
  return target && doorAllows(door, new URL(target, 'http://local').pathname) ? target : DOORS[door].home;
}

export interface NavigationRequest {
  /** Path after the basename, e.g. `/dashboard/message`. */
  path: string;
  /** Query string with or without `?`. */
  search: string;
  /** Query of the location the user comes from (its `redirect` value counts too). */
  previousSearch?: string;
}

export interface SessionSnapshot {
  token: string | null;
  permissionsLoaded: boolean;
  /** The signed-in account's door (default staff). */
  door?: Door;
  /** Without a session: the door of the last login on this device (an expired partner session goes back to the partner login). */
  lastDoor?: Door;
}

export type NavigationDecision =
  | { type: 'allow'; clearNextTarget: boolean }
  | { type: 'redirect'; to: string }
  /** A page the signed-in account's door does not open (`owner`: whose page it is): it says so, and the session stays. */
  | { type: 'outsideDoor'; door: Door; owner: Door }
  | { type: 'loadPermissions'; target: string; requested: string }
  | { type: 'authorize'; to: string; next: string }
  | { type: 'autoLogin'; memberId: string; memberKey: string; requested: string };

export function fullPathOf(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${path}?${query}` : path;
}

/** The navigation guard of spec section 2. */
/** A path with the automatic-login credentials taken out of its query. */
export function withoutMemberKey(fullPath: string): string {
  const url = new URL(fullPath, 'http://local');
  url.searchParams.delete('memberId');
  url.searchParams.delete('memberKey');
  return url.pathname + url.search + url.hash;
}

export function decideNavigation(request: NavigationRequest, session: SessionSnapshot): NavigationDecision {
  const query = new URLSearchParams(request.search);
  const fullPath = fullPathOf(request.path, request.search);
  if (session.token) {
    if (request.path === LOGIN_PATH || request.path === AGENT_LOGIN_PATH) return { type: 'redirect', to: '/' };
    const door = session.door ?? 'staff';
    if (!doorAllows(door, request.path)) return { type: 'outsideDoor', door, owner: doorOfPath(request.path) ?? 'staff' };
    // Partners' and customers' pages ask their own routes; the staff menu and buttons are not theirs.
    if (door !== 'staff') return { type: 'allow', clearNextTarget: true };
    if (!session.permissionsLoaded) {
      const previous = new URLSearchParams(request.previousSearch ?? '');
      const target = safeTarget(query.get('redirect')) ?? safeTarget(previous.get('redirect')) ?? fullPath;
      return { type: 'loadPermissions', target, requested: fullPath };
    }
    return { type: 'allow', clearNextTarget: true };
  }
  // A partner's or customer's page without a session: that door's login, never the staff one.
  const pathDoor = doorOfPath(request.path);
  if (pathDoor)
    return { type: 'redirect', to: request.path === DOORS[pathDoor].home ? DOORS[pathDoor].login : loginWithRedirect(fullPath, DOORS[pathDoor].login) };
  if (isPublicPath(request.path)) return { type: 'allow', clearNextTarget: false };
  const appid = query.get('appid');
  if (appid) {
    const to = `${authorizePage(query.get('authType'))}?appid=${encodeURIComponent(appid)}`;
    return { type: 'authorize', to, next: fullPath };
  }
  const memberId = query.get('memberId');
  const memberKey = query.get('memberKey');
  if (memberId && memberKey) return { type: 'autoLogin', memberId, memberKey, requested: fullPath };
  const lastDoor = session.lastDoor ?? 'staff';
  return { type: 'redirect', to: lastDoor === 'staff' ? loginWithRedirect(fullPath) : DOORS[lastDoor].login };
}

export type PermissionOutcome = { ok: true; payload: PermissionPayload } | { ok: false };

export type AfterPermissionsDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'blocked' } | { type: 'logout'; to: string };

/** After the permission load: go on, go to the target, block (empty menu) or log out. */
export function decideAfterPermissions(outcome: PermissionOutcome, target: string, requested: string): AfterPermissionsDecision {
  if (!outcome.ok) return { type: 'logout', to: loginWithRedirect(requested) };
  const menu: MenuItem[] | null | undefined = outcome.payload.menu;
  if (!menu || menu.length === 0) return { type: 'blocked' };
  return target === requested ? { type: 'allow' } : { type: 'redirect', to: target };
}

export interface AccountStatusDecision {
  redirect: string | null;
  warning: { key: string; vars?: Record<string, unknown> } | null;
}

/** Spec section 4: blocked accounts go to the renewal reminder; admins of paid accounts get warned. */
export function decideAccountStatus(
  account: Pick<AccountInfo, 'status' | 'endTime' | 'tenantType'>,
  user: Pick<UserInfo, 'isAdmin'> | null,
  now: Date,
): AccountStatusDecision {
  const redirectTo = isAccountBlocked(account, now) ? ONLINE_SERVICE_PATH : null;
  const warning = expiryWarning(account, user?.isAdmin === 1, now);
  return {
    redirect: redirectTo,
    warning:
      warning?.kind === 'expiring'
        ? { key: 'web.accountStatus.expiring', vars: { days: warning.days } }
        : warning?.kind === 'expired'
          ? { key: 'web.accountStatus.expired' }
          : null,
  };
}

/** Pages with the tab bar: the floating Back button never shows on them (spec section 2). */
export const TAB_PAGE_NAMES: readonly string[] = ['index', 'message', 'crmCustomerList', 'center', 'workplace', 'crmCustomerIndex'];

export function isTabPage(path: string): boolean {
  const name = path.split('?')[0]!.replace(/\/+$/, '').split('/').pop() ?? '';
  return TAB_PAGE_NAMES.includes(name);
}

export function shouldShowFloatingBack(input: { previousPath: string | null; currentPath: string; hidden: boolean }): boolean {
  if (input.hidden || !input.previousPath) return false;
  return input.previousPath !== input.currentPath && !isTabPage(input.currentPath);
}

/** Back steps through history, or goes home when there is none (`historyIndex` is react-router's `idx`). */
export function backTarget(historyIndex: number | null | undefined): -1 | string {
  return historyIndex && historyIndex > 0 ? -1 : HOME_PATH;
}

/* ------------------------------------------------------------------ adapter */

export interface GuardDeps {
  http: HttpClient;
  toast(message: string): void;
  alert(options: { title?: string; content: string }): Promise<void>;
  logout(): Promise<void>;
}

export interface GuardData {
  blocked: boolean;
  /** The page is not one the account's door opens: the root layout says so in its place. */
  outside?: { door: Door; owner: Door };
}

function stripBasename(pathname: string): string {
  if (pathname === BASENAME) return '/';
  return pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
}

async function loadPermissions(deps: GuardDeps): Promise<PermissionOutcome> {
  try {
    const token = storage.get('accessToken') ?? '';
    const answer = await deps.http.get<PermissionPayload>(API.permissionByToken, { token });
    if (!answer.success || !answer.result) return { ok: false };
    return { ok: true, payload: answer.result };
  } catch {
    return { ok: false };
  }
}

/**
 * The root route's loader: applies the decisions above; a thrown redirect is react-router's way.
 * `getDeps` is awaited only when the server must be asked, so a logged-out visit to the login
 * page loads no HTTP code at all.
 */
export function createGuardLoader(getDeps: () => GuardDeps | Promise<GuardDeps>) {
  let previousSearch = '';

  async function afterPermissions(target: string, requested: string, deps: GuardDeps, search: string): Promise<GuardData> {
    const outcome = await loadPermissions(deps);
    const next = decideAfterPermissions(outcome, target, requested);
    if (next.type === 'logout') {
      await deps.logout();
      throw redirect(next.to);
    }
    if (outcome.ok) useSessionStore.getState().setPermissions(outcome.payload);
    if (next.type === 'blocked') {
      void deps.alert({ title: tr('web.auth.noRolePermissionTitle'), content: tr('web.auth.noRolePermission') });
      return { blocked: true };
    }
    if (next.type === 'redirect') throw redirect(next.to);
    previousSearch = search;
    return { blocked: false };
  }

  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<GuardData> {
    const url = new URL(request.url);
    const path = stripBasename(url.pathname);
    const state = useSessionStore.getState();
    const decision = decideNavigation(
      { path, search: url.search, previousSearch },
      {
        token: state.token,
        permissionsLoaded: state.permissionList.length > 0,
        door: doorOf(state.info?.userType),
        lastDoor: doorOf(storage.get('loginDoor')),
      },
    );
    switch (decision.type) {
      case 'outsideDoor':
        previousSearch = url.search;
        return { blocked: false, outside: { door: decision.door, owner: decision.owner } };
      case 'allow':
        if (decision.clearNextTarget) storage.remove('goNextHref');
        previousSearch = url.search;
        return { blocked: false };
      case 'redirect':
        throw redirect(decision.to);
      case 'authorize':
        storage.set('goNextHref', decision.next);
        throw redirect(decision.to);
      case 'loadPermissions':
        return afterPermissions(decision.target, decision.requested, await getDeps(), url.search);
      case 'autoLogin': {
        const deps = await getDeps();
        // The page is asked for without the key: it must not stay in the address bar or history.
        const requested = withoutMemberKey(decision.requested);
        try {
          // Silent: the guard tells the user itself, once.
          const answer = await deps.http.post<LoginResult>(API.autoLogin, { memberId: decision.memberId, memberKey: decision.memberKey }, { silent: true });
          if (!isLoginSuccess(answer) || !answer.result?.token) throw new Error(answer.message);
          useSessionStore.getState().setLogin(answer.result);
        } catch (error) {
          deps.toast((error as Error).message || tr('web.auth.autoLoginFailed'));
          throw redirect(loginWithRedirect(requested));
        }
        await afterPermissions(requested, requested, deps, url.search);
        throw redirect(requested);
      }
    }
  };
}

/** Applies the account-status decision after company info loads. */
export function applyAccountStatus(
  account: AccountInfo,
  user: UserInfo | null,
  effects: { navigate(to: string): void; warn(message: string): void },
  now: Date = new Date(),
): boolean {
  const decision = decideAccountStatus(account, user, now);
  if (decision.warning) effects.warn(tr(decision.warning.key, decision.warning.vars));
  if (decision.redirect) {
    effects.navigate(decision.redirect);
    return true;
  }
  return false;
}
