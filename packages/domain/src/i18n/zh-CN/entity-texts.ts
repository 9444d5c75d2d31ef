/// <reference types="vite/client" />
import { assembleEntityTexts } from '../client.ts';
import { entity } from './entity.ts';

/**
 * The zh-CN `entity` namespace the web client loads when a record screen first needs it
 * (CLIENT_TEXTS): the shared texts and every object's labels in zh-CN only. Each locale file holds
 * three languages side by side; Vite's glob imports it once per language (the query makes that a
 * module of its own) and takes only `zhCN`, so the bundle keeps the other languages out of this
 * chunk. Loaded by the client's bundler only: the server reads LOCALES.
 */
export const entityTexts = assembleEntityTexts(
  entity,
  import.meta.glob('../../objects/*/*/*.locale.ts', { query: '?lang=zh-CN', import: 'zhCN', eager: true }),
);
