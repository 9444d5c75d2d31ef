import type { OBJECT_RESOURCES } from '../objects/index.ts';
import type { common } from './zh-CN/common.ts';
import type { server } from './zh-CN/server.ts';
import type { web } from './zh-CN/web.ts';
import type { entity } from './zh-CN/entity.ts';

/** Every other language type-checks against the base (zh-CN): a missing or extra key is a compile error. */
export type CommonLocale = typeof common;
export type ServerLocale = typeof server;
export type WebLocale = typeof web;
/** The entity texts every object shares (field groups, preset scenes). */
export type SharedEntityLocale = typeof entity;
/** Each object's labels under its API name, as its locale file declares them (objects/index.ts lists them). */
export type ObjectTexts = { [K in keyof typeof OBJECT_RESOURCES]: (typeof OBJECT_RESOURCES)[K]['locale']['zh-CN'] };
/** The `entity` namespace: the shared texts and every object's labels (`entity.crmClue.name`). */
export type EntityLocale = SharedEntityLocale & ObjectTexts;
export interface Locale {
  common: CommonLocale;
  server: ServerLocale;
  web: WebLocale;
  entity: EntityLocale;
}
