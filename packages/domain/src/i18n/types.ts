import type { OBJECT_FOLDERS } from '../objects/index.ts';
import type { common } from './zh-CN/common.ts';
import type { server } from './zh-CN/server.ts';
import type { web } from './zh-CN/web.ts';
import type { account } from './zh-CN/web/account.ts';
import type { dashboard } from './zh-CN/web/dashboard.ts';
import type { external } from './zh-CN/web/external.ts';
import type { platform } from './zh-CN/web/platform.ts';
import type { register } from './zh-CN/web/register.ts';
import type { messenger } from './zh-CN/web/messenger.ts';
import type { records } from './zh-CN/web/records.ts';
import type { audit } from './zh-CN/web/audit.ts';
import type { people } from './zh-CN/web/people.ts';
import type { roles } from './zh-CN/web/roles.ts';
import type { service } from './zh-CN/web/service.ts';
import type { entity } from './zh-CN/entity.ts';

/** Every other language type-checks against the base (zh-CN): a missing or extra key is a compile error. */
export type CommonLocale = typeof common;
export type ServerLocale = typeof server;
/** The client shell's texts (entry): tab bar, route titles, shared words, HTTP errors, login. */
export type WebShellTexts = typeof web;
export type WebAccountTexts = typeof account;
export type WebDashboardTexts = typeof dashboard;
export type WebExternalTexts = typeof external;
export type WebPlatformTexts = typeof platform;
export type WebRegisterTexts = typeof register;
export type WebMessengerTexts = typeof messenger;
export type WebRecordsTexts = typeof records;
export type WebAuditTexts = typeof audit;
export type WebPeopleTexts = typeof people;
export type WebRolesTexts = typeof roles;
export type WebServiceTexts = typeof service;
/** The client's area namespaces (i18next namespaces of their own, loaded with their screens), by name. */
export interface WebNamespaces {
  account: WebAccountTexts;
  dashboard: WebDashboardTexts;
  external: WebExternalTexts;
  platform: WebPlatformTexts;
  register: WebRegisterTexts;
  messenger: WebMessengerTexts;
  records: WebRecordsTexts;
  audit: WebAuditTexts;
  people: WebPeopleTexts;
  roles: WebRolesTexts;
  service: WebServiceTexts;
}
export type WebNamespace = keyof WebNamespaces;
/** The whole `web` tree as keys read it (`web.list.title`): the shell and every area namespace. */
export type WebLocale = WebShellTexts &
  WebAccountTexts &
  WebDashboardTexts &
  WebExternalTexts &
  WebPlatformTexts &
  WebRegisterTexts &
  WebMessengerTexts &
  WebRecordsTexts &
  WebAuditTexts &
  WebPeopleTexts &
  WebRolesTexts &
  WebServiceTexts;
/** The entity texts every object shares (field groups, preset scenes). */
export type SharedEntityLocale = typeof entity;
/** Each object's labels under its API name, as its locale file declares them (objects/index.ts lists them). */
export type ObjectTexts = { [K in keyof typeof OBJECT_FOLDERS]: (typeof OBJECT_FOLDERS)[K]['locale']['zh-CN'] };
/** The `entity` namespace: the shared texts and every object's labels (`entity.crmClue.name`). */
export type EntityLocale = SharedEntityLocale & ObjectTexts;
export interface Locale {
  common: CommonLocale;
  server: ServerLocale;
  web: WebLocale;
  entity: EntityLocale;
}
