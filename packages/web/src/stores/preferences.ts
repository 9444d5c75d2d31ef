import { create } from 'zustand';
import { storage } from '../lib/storage.ts';

/** Local preferences of the settings page (stored keys of spec section 9). */
export interface PreferencesState {
  hideFloatingButton: boolean;
  timeZone: string;
  setHideFloatingButton(hide: boolean): void;
  setTimeZone(zone: string): void;
}

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';
  } catch {
    return 'Asia/Shanghai';
  }
}

export const usePreferencesStore = create<PreferencesState>()((set) => ({
  hideFloatingButton: storage.get('hideFloatingButton') === true,
  timeZone: storage.get('timeZone') ?? browserZone(),
  setHideFloatingButton(hide) {
    storage.set('hideFloatingButton', hide);
    set({ hideFloatingButton: hide });
  },
  setTimeZone(zone) {
    storage.set('timeZone', zone);
    set({ timeZone: zone });
  },
}));

export function reloadPreferencesFromStorage(): void {
  usePreferencesStore.setState({
    hideFloatingButton: storage.get('hideFloatingButton') === true,
    timeZone: storage.get('timeZone') ?? browserZone(),
  });
}
