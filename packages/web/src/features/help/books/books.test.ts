import { describe, expect, it } from 'vitest';
import { LANGS } from '@crm/domain';
import { loadBook, loadShelf } from './library.ts';
import { blockText, HELP_BOOK_IDS } from './types.ts';

describe('the help books', () => {
  it('has every book in zh-CN, en and zh-TW, with the same chapters in the same order', async () => {
    for (const id of HELP_BOOK_IDS) {
      const [base, ...others] = await Promise.all(LANGS.map((lang) => loadBook(lang, id)));
      const ids = base!.chapters.map((chapter) => chapter.id);
      expect(ids.length, id).toBeGreaterThanOrEqual(3);
      expect(new Set(ids).size, `${id}: chapter ids are unique`).toBe(ids.length);
      for (const book of others)
        expect(
          book.chapters.map((chapter) => chapter.id),
          `${id}`,
        ).toEqual(ids);
    }
  });

  it('gives every book a title and a summary, and every chapter a title and words, in each language', async () => {
    for (const lang of LANGS) {
      const shelf = await loadShelf(lang);
      expect(Object.keys(shelf).sort()).toEqual([...HELP_BOOK_IDS].sort());
      for (const id of HELP_BOOK_IDS) {
        expect(shelf[id].title.trim(), `${lang} ${id}`).not.toBe('');
        expect(shelf[id].summary.trim(), `${lang} ${id}`).not.toBe('');
        const book = await loadBook(lang, id);
        for (const chapter of book.chapters) {
          expect(chapter.title.trim(), `${lang} ${id}/${chapter.id}`).not.toBe('');
          expect(chapter.blocks.length, `${lang} ${id}/${chapter.id}`).toBeGreaterThan(0);
          for (const block of chapter.blocks) expect(blockText(block).trim(), `${lang} ${id}/${chapter.id}`).not.toBe('');
        }
      }
    }
  });

  it('writes each language in its own script: no simplified-only characters in zh-TW, none of Chinese in en', async () => {
    // Characters that exist only in simplified Chinese (their traditional forms differ), common in these books.
    const simplified = /[这们个为会时说发对过没门问题订单签户联络设备据录权请让证码获帐账库务类应]/u;
    for (const id of HELP_BOOK_IDS) {
      const zhTW = await loadBook('zh-TW', id);
      const en = await loadBook('en', id);
      const text = (book: typeof zhTW) => [book.title, book.summary, ...book.chapters.flatMap((c) => [c.title, ...c.blocks.map(blockText)])].join('\n');
      expect(text(zhTW).match(simplified)?.[0], `zh-TW ${id}`).toBeUndefined();
      // en may quote a Chinese interface word only as the language choice names it (简体中文, 繁體中文).
      expect(
        text(en)
          .replace(/简体中文|繁體中文/g, '')
          .match(/\p{Script=Han}/u)?.[0],
        `en ${id}`,
      ).toBeUndefined();
    }
  });
});
