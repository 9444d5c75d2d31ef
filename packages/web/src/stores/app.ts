import { create } from 'zustand';
import type { AccountInfo, Currency, CurrentApp, DataShare, SysConfig, TableMade, Tag } from '@crm/domain';
import { storage } from '../lib/storage.ts';

export type FormStatus = 'add' | 'edit' | 'view' | '';

/** Client state of spec section 3 beyond the signed-in user. */
export interface AppState {
  currentApp: CurrentApp | null;
  defaultCurrency: Currency | null;
  companyInfo: AccountInfo | null;
  tableNameList: TableMade[];
  sysConfigList: SysConfig[];
  shareRwList: DataShare[];
  addFormData: Record<string, unknown> | null;
  addCustomerData: Record<string, unknown> | null;
  formStatus: FormStatus;
  tagList: Tag[];
  currentCompanyName: string;
  /** Set after login when the user belongs to several companies; persisted until a choice. */
  companySelectFlag: boolean;
  set(patch: Partial<Omit<AppState, 'set' | 'setCompanyInfo' | 'setCompanySelectFlag' | 'setCurrentCompanyName' | 'clear'>>): void;
  setCompanyInfo(info: AccountInfo | null): void;
  setCompanySelectFlag(flag: boolean): void;
  setCurrentCompanyName(name: string): void;
  clear(): void;
}

function fromStorage() {
  return {
    currentApp: null,
    defaultCurrency: null,
    companyInfo: storage.get('companyInfo'),
    tableNameList: [],
    sysConfigList: [],
    shareRwList: [],
    addFormData: null,
    addCustomerData: null,
    formStatus: '' as FormStatus,
    tagList: [],
    currentCompanyName: storage.get('currentCompanyName') ?? '',
    companySelectFlag: storage.get('companySelectFlag') === true,
  };
}

export const useAppStore = create<AppState>()((set) => ({
  ...fromStorage(),
  set: (patch) => set(patch),
  setCompanyInfo(info) {
    if (info) storage.set('companyInfo', info);
    else storage.remove('companyInfo');
    set({ companyInfo: info });
  },
  setCompanySelectFlag(flag) {
    if (flag) storage.set('companySelectFlag', true);
    else storage.remove('companySelectFlag');
    set({ companySelectFlag: flag });
  },
  setCurrentCompanyName(name) {
    storage.set('currentCompanyName', name);
    set({ currentCompanyName: name });
  },
  clear() {
    for (const key of ['companyInfo', 'companySelectFlag', 'currentCompanyName'] as const) storage.remove(key);
    set({ ...fromStorage(), companyInfo: null, companySelectFlag: false, currentCompanyName: '' });
  },
}));

export function reloadAppFromStorage(): void {
  useAppStore.setState(fromStorage());
}
