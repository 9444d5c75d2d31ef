/// <reference types="vite/client" />
import { objectTextLoaders } from '../client.ts';

/**
 * What the web client loads of the zh-TW `entity` texts (CLIENT_TEXTS): the texts every object
 * shares, and a loader per object of its labels, each a chunk of its own that a screen of the object
 * (or one showing it beside another) loads. Each locale file holds three languages side by side;
 * the query makes its zh-TW import a module of its own, which takes only `zhTW`, so that chunk
 * holds no other language. Loaded by the client's bundler only: the server reads LOCALES.
 */
export { entity as entityTexts } from './entity.ts';

export const objectTexts = objectTextLoaders(import.meta.glob('../../objects/*/*/*.locale.ts', { query: '?lang=zh-TW', import: 'zhTW' }));
