import { describe, expect, it } from 'vitest';
import type { HelpBook } from './books/types.ts';
import { markTerms, searchBooks } from './help-search.ts';

const book: HelpBook = {
  id: 'customers',
  title: 'Customers',
  summary: '',
  chapters: [
    { id: 'pools', title: 'Pools', blocks: ['Members claim from a pool.', { steps: ['Claim a record.', 'Return it to the pool.'] }] },
    { id: 'leads', title: 'Leads', blocks: ['A lead may wait in a lead pool until someone takes it.'] },
    { id: 'claims', title: 'Claims', blocks: [{ tip: 'A claim that breaks a rule is refused.' }] },
  ],
};

describe('the help search', () => {
  it('finds the chapters that hold every word, whatever the case, those with one in their title first', () => {
    expect(searchBooks([book], 'POOL claim').map((match) => match.chapterId)).toEqual(['pools']);
    expect(searchBooks([book], 'pool').map((match) => match.chapterId)).toEqual(['pools', 'leads']);
    expect(searchBooks([book], 'claim').map((match) => match.chapterId)).toEqual(['claims', 'pools']);
    expect(searchBooks([book], '   ')).toEqual([]);
    expect(searchBooks([book], 'invoice')).toEqual([]);
  });

  it('shows a few words around the first one found, the words marked', () => {
    const [match] = searchBooks([book], 'takes');
    expect(match!.excerpt.map((part) => part.text).join('')).toBe('…pool until someone takes it.');
    expect(match!.excerpt.filter((part) => part.hit).map((part) => part.text)).toEqual(['takes']);
  });

  it('marks every occurrence of every word, once', () => {
    expect(markTerms('公海的客户退回公海', ['公海', '客户'])).toEqual([
      { text: '公海', hit: true },
      { text: '的', hit: false },
      { text: '客户', hit: true },
      { text: '退回', hit: false },
      { text: '公海', hit: true },
    ]);
  });
});
