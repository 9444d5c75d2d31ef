import { UNKNOWN_REALNAME, type LoginResult } from '@crm/domain';
import { storage } from './storage.ts';
import { storedLanguage, tr } from './i18n.ts';
import { feedback } from './feedback.ts';
import { applyAccountStatus, BASE_SETTING_PATH, LOGIN_PATH, PLATFORM_HOME } from './guard.ts';
import { checkCompanyChoice, loadCompanyInfo, loadWorkspaceData } from './session.ts';
import { useSessionStore } from '../stores/session.ts';
import { useAppStore } from '../stores/app.ts';
import { usePreferencesStore } from '../stores/preferences.ts';

export type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/**
 * The login-success sequence of spec section 4, shared by every way of logging in (password now;
 * phone code and enterprise messengers later).
 */
export async function completeLogin(result: LoginResult, navigate: Navigate, now: () => Date = () => new Date()): Promise<void> {
  const user = result.userInfo;
  // The language this device had when the sign-in began: one chosen on it meanwhile is the user's last word.
  const languageAtStart = storedLanguage();
  useSessionStore.getState().setLogin(result);
  // The time zone chosen in settings lives on the server with the user, so it follows them to a new device.
  if (user.timeZone) usePreferencesStore.getState().setTimeZone(user.timeZone);
  useAppStore.getState().setCurrentCompanyName(result.companyCode_dictText ?? user.companyCode_dictText ?? '');
  // The platform operator administers enterprise accounts and has no workspace of its own to load.
  if (user.userType === 'platform') {
    await navigate(PLATFORM_HOME, { replace: true });
    return;
  }

  const next = storage.get('goNextHref');
  if (next) {
    storage.remove('goNextHref');
    await navigate(next, { replace: true });
  } else {
    await navigate('/', { replace: true });
    feedback.success(tr('web.auth.loginSuccess'));
  }

  const account = await loadCompanyInfo({ force: true });
  if (!account) {
    await navigate(LOGIN_PATH, { replace: true });
    return;
  }
  const blocked = applyAccountStatus(
    account,
    user,
    {
      navigate: (to) => void navigate(to, { replace: true }),
      // An expiry warning is a dialog the administrator acknowledges, not a toast that can pass unseen.
      warn: (message) => void feedback.alert({ content: message }),
    },
    now(),
  );
  if (blocked) return;
  await Promise.all([loadWorkspaceData().catch(() => undefined), checkCompanyChoice(user.id).catch(() => undefined)]);

  if (user.realname === UNKNOWN_REALNAME) {
    await feedback.alert({ title: tr('web.auth.profileIncompleteTitle'), content: tr('web.auth.profileIncomplete') });
    await navigate(BASE_SETTING_PATH);
  }
  if (user.lang && user.lang !== languageAtStart && storedLanguage() === languageAtStart) {
    storage.set('language', user.lang);
    feedback.reload();
  }
}
