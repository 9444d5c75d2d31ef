import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClockCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import type { CatalogueApp, MenuItem } from '@crm/domain';
import { tKey } from './i18n.ts';

type IconModule = Promise<{ default: ComponentType }>;

/**
 * The icons the menu catalogue names. Each loads on its own when an app shows it, so the
 * Applications page never carries the icons of apps the user does not have.
 */
const ICON_LOADERS: Record<string, () => IconModule> = {
  AppOutline: () => import('antd-mobile-icons/es/AppOutline.js'),
  AppstoreOutline: () => import('antd-mobile-icons/es/AppstoreOutline.js'),
  AudioOutline: () => import('antd-mobile-icons/es/AudioOutline.js'),
  BankcardOutline: () => import('antd-mobile-icons/es/BankcardOutline.js'),
  BillOutline: () => import('antd-mobile-icons/es/BillOutline.js'),
  CalendarOutline: () => import('antd-mobile-icons/es/CalendarOutline.js'),
  ChatCheckOutline: () => import('antd-mobile-icons/es/ChatCheckOutline.js'),
  CheckCircleOutline: () => import('antd-mobile-icons/es/CheckCircleOutline.js'),
  CheckShieldOutline: () => import('antd-mobile-icons/es/CheckShieldOutline.js'),
  ChatAddOutline: () => import('antd-mobile-icons/es/ChatAddOutline.js'),
  // The error blocks' icons are in the entry already (lib/error-block.tsx): nothing to load.
  ClockCircleOutline: () => Promise.resolve({ default: ClockCircleOutline }),
  CompassOutline: () => import('antd-mobile-icons/es/CompassOutline.js'),
  ContentOutline: () => import('antd-mobile-icons/es/ContentOutline.js'),
  DownlandOutline: () => import('antd-mobile-icons/es/DownlandOutline.js'),
  EditSOutline: () => import('antd-mobile-icons/es/EditSOutline.js'),
  EnvironmentOutline: () => import('antd-mobile-icons/es/EnvironmentOutline.js'),
  ExclamationCircleOutline: () => Promise.resolve({ default: ExclamationCircleOutline }),
  EyeOutline: () => import('antd-mobile-icons/es/EyeOutline.js'),
  FileOutline: () => import('antd-mobile-icons/es/FileOutline.js'),
  FileWrongOutline: () => import('antd-mobile-icons/es/FileWrongOutline.js'),
  FireFill: () => import('antd-mobile-icons/es/FireFill.js'),
  FlagOutline: () => import('antd-mobile-icons/es/FlagOutline.js'),
  FolderOutline: () => import('antd-mobile-icons/es/FolderOutline.js'),
  GlobalOutline: () => import('antd-mobile-icons/es/GlobalOutline.js'),
  HistogramOutline: () => import('antd-mobile-icons/es/HistogramOutline.js'),
  LinkOutline: () => import('antd-mobile-icons/es/LinkOutline.js'),
  MailOutline: () => import('antd-mobile-icons/es/MailOutline.js'),
  PayCircleOutline: () => import('antd-mobile-icons/es/PayCircleOutline.js'),
  PhonebookOutline: () => import('antd-mobile-icons/es/PhonebookOutline.js'),
  PieOutline: () => import('antd-mobile-icons/es/PieOutline.js'),
  PictureOutline: () => import('antd-mobile-icons/es/PictureOutline.js'),
  PicturesOutline: () => import('antd-mobile-icons/es/PicturesOutline.js'),
  PlayOutline: () => import('antd-mobile-icons/es/PlayOutline.js'),
  QuestionCircleOutline: () => import('antd-mobile-icons/es/QuestionCircleOutline.js'),
  ReceiptOutline: () => import('antd-mobile-icons/es/ReceiptOutline.js'),
  RedoOutline: () => import('antd-mobile-icons/es/RedoOutline.js'),
  ScanningOutline: () => import('antd-mobile-icons/es/ScanningOutline.js'),
  SearchOutline: () => import('antd-mobile-icons/es/SearchOutline.js'),
  SetOutline: () => import('antd-mobile-icons/es/SetOutline.js'),
  ShopbagOutline: () => import('antd-mobile-icons/es/ShopbagOutline.js'),
  StarOutline: () => import('antd-mobile-icons/es/StarOutline.js'),
  TeamOutline: () => import('antd-mobile-icons/es/TeamOutline.js'),
  TextOutline: () => import('antd-mobile-icons/es/TextOutline.js'),
  TruckOutline: () => import('antd-mobile-icons/es/TruckOutline.js'),
  UnorderedListOutline: () => import('antd-mobile-icons/es/UnorderedListOutline.js'),
  UploadOutline: () => import('antd-mobile-icons/es/UploadOutline.js'),
  UserAddOutline: () => import('antd-mobile-icons/es/UserAddOutline.js'),
  UserCircleOutline: () => import('antd-mobile-icons/es/UserCircleOutline.js'),
  UserContactOutline: () => import('antd-mobile-icons/es/UserContactOutline.js'),
  UserSetOutline: () => import('antd-mobile-icons/es/UserSetOutline.js'),
  VideoOutline: () => import('antd-mobile-icons/es/VideoOutline.js'),
};

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** Whether the Applications page draws `name` itself (others fall back to the generic app icon). */
export const hasAppIcon = (name: string): boolean => Object.hasOwn(ICON_LOADERS, name);

function iconOf(name: string | null | undefined): LazyExoticComponent<ComponentType> {
  const key = name && ICON_LOADERS[name] ? name : 'AppOutline';
  let icon = cache.get(key);
  if (!icon) {
    icon = lazy(ICON_LOADERS[key]!);
    cache.set(key, icon);
  }
  return icon;
}

export function AppIcon({ name }: { name: string | null | undefined }) {
  const Icon = iconOf(name);
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: '1em', height: '1em' }} />}>
      <Icon />
    </Suspense>
  );
}

const TILE_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: 44,
  color: '#333',
  textDecoration: 'none',
  fontSize: 12,
} as const;

/** An app as the Applications page and the home page's shortcuts show it: its icon over its title, opening it. */
export function AppTile({ app, item }: { app: CatalogueApp; item: MenuItem }) {
  const { t } = useTranslation();
  return (
    <Link to={item.path} style={TILE_STYLE}>
      <span style={{ fontSize: 26, color: '#1677ff', marginBottom: 6 }} aria-hidden="true">
        <AppIcon name={item.icon ?? app.icon} />
      </span>
      {tKey(t, `common.menu.${app.name}`)}
    </Link>
  );
}
