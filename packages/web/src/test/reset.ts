import { forgetCompanyInfo } from '../lib/session.ts';
import { queryClient } from '../lib/query-client.ts';
import { reloadSessionFromStorage, useSessionStore } from '../stores/session.ts';
import { reloadAppFromStorage } from '../stores/app.ts';
import { reloadPreferencesFromStorage } from '../stores/preferences.ts';

/** The client as it starts on a device that has stored nothing: no session, no cached answers. */
export function resetState() {
  localStorage.clear();
  queryClient.clear();
  forgetCompanyInfo();
  reloadSessionFromStorage();
  reloadAppFromStorage();
  reloadPreferencesFromStorage();
  useSessionStore.setState({ permissionList: [] });
}
