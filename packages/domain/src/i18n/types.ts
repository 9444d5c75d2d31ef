import type { common } from './zh-CN/common.ts';
import type { server } from './zh-CN/server.ts';
import type { web } from './zh-CN/web.ts';
import type { entity } from './zh-CN/entity.ts';

/** Every other language type-checks against the base (zh-CN): a missing or extra key is a compile error. */
export type CommonLocale = typeof common;
export type ServerLocale = typeof server;
export type WebLocale = typeof web;
export type EntityLocale = typeof entity;
export interface Locale {
  common: CommonLocale;
  server: ServerLocale;
  web: WebLocale;
  entity: EntityLocale;
}
