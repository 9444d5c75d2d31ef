import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL, type Lang } from '@crm/domain';
import { applyLanguage } from '../../lib/i18n.ts';
import { baseRoutes, renderApp, resetState, signIn } from '../../test/app.tsx';

beforeEach(async () => {
  resetState();
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiBase: '/api', signSecret: 's' };
  await applyLanguage('zh-CN');
});

/** The search box's input (antd-mobile puts the test id on its wrapper). */
const searchBox = () => within(screen.getByTestId('help-search')).getByRole('searchbox');

describe('the help books list', () => {
  it('lists every book with its line, logged out, under its own title, and opens a book at its first chapter', async () => {
    const { path } = renderApp('/help/helpBookList', baseRoutes());
    const books = await screen.findAllByTestId('help-book');
    expect(books).toHaveLength(9);
    expect(books[0]!.textContent).toContain('入门与登录');
    expect(books[0]!.textContent).toContain('登录方式、免费试用');
    await waitFor(() => expect(document.title).toBe('帮助手册'));
    await userEvent.click(screen.getByText('审批'));
    expect((await screen.findByTestId('help-chapter-title')).textContent).toContain('提交审批');
    expect(path()).toBe('/help/helpBookView?book=approvals');
    await waitFor(() => expect(document.title).toBe('审批 - 提交审批'));
  });

  it.each<[Lang, string, string, string]>([
    ['zh-CN', '公海', 'customers', 'pools'],
    ['en', 'visitor log', 'content', 'visitors'],
    ['zh-TW', '簽到地圖', 'field-work', 'unplanned-and-map'],
  ])('searches every chapter in %s and shows where the words stand', async (lang, query, book, chapter) => {
    await applyLanguage(lang);
    const { path } = renderApp('/help/helpBookList', baseRoutes());
    await screen.findAllByTestId('help-book');
    await userEvent.type(searchBox(), query);
    const results = await screen.findAllByTestId('help-result');
    const hit = results.find((result) => result.dataset.book === book && result.dataset.chapter === chapter);
    expect(hit, results.map((r) => `${r.dataset.book}/${r.dataset.chapter}`).join(', ')).toBeTruthy();
    // The words searched are marked, whatever their case.
    const marks = [...hit!.querySelectorAll('mark')].map((mark) => mark.textContent!.toLocaleLowerCase());
    expect(marks).toContain(query.split(' ')[0]!.toLocaleLowerCase());
    await userEvent.click(hit!);
    expect((await screen.findByTestId('help-chapter')).getAttribute('data-chapter')).toBe(chapter);
    expect(path()).toBe(`/help/helpBookView?book=${book}&chapter=${chapter}`);
  });

  it('finds only chapters holding every word, and says so when none does', async () => {
    await applyLanguage('en');
    renderApp('/help/helpBookList', baseRoutes());
    await screen.findAllByTestId('help-book');
    await userEvent.type(searchBox(), 'claim pool');
    const results = await screen.findAllByTestId('help-result');
    for (const result of results) expect(result.textContent!.toLowerCase()).toMatch(/claim|pool/);
    expect(results.map((r) => r.dataset.chapter)).toContain('pools');
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'zebra crossing');
    expect((await screen.findByTestId('help-no-results')).textContent).toContain('No chapter contains “zebra crossing”');
    await userEvent.clear(searchBox());
    // Clearing the box brings the books back.
    expect(await screen.findAllByTestId('help-book')).toHaveLength(9);
  });
});

describe('a help book', () => {
  it('shows a chapter with the book’s contents, and goes to the next and previous chapters', async () => {
    const { path } = renderApp('/help/helpBookView?book=field-work&chapter=plan', baseRoutes());
    expect((await screen.findByTestId('help-chapter-title')).textContent).toContain('计划拜访');
    expect(screen.getByText(/外勤拜访与签到 · 第 1 章，共 5 章/)).toBeTruthy();
    const contents = screen.getAllByTestId('help-contents-item');
    expect(contents.map((item) => item.textContent)).toEqual(['1. 计划拜访', '2. 现场签到', '3. 结束拜访', '4. 临时拜访与签到地图', '5. 通话记录']);
    expect(contents[0]!.getAttribute('aria-current')).toBe('page');
    // The first chapter has nothing before it.
    expect(screen.queryByTestId('help-previous')).toBeNull();
    await userEvent.click(screen.getByTestId('help-next'));
    await waitFor(() => expect(screen.getByTestId('help-chapter-title').textContent).toBe('现场签到'));
    expect(path()).toBe('/help/helpBookView?book=field-work&chapter=sign-in');
    expect(screen.getByTestId('help-chapter-body').textContent).toContain('默认 500 米');
    await userEvent.click(screen.getByTestId('help-previous'));
    await waitFor(() => expect(screen.getByTestId('help-chapter-title').textContent).toBe('计划拜访'));
    // The last chapter has nothing after it.
    await userEvent.click(screen.getAllByTestId('help-contents-item')[4]!);
    await waitFor(() => expect(screen.getByTestId('help-chapter-title').textContent).toBe('通话记录'));
    expect(screen.queryByTestId('help-next')).toBeNull();
    expect(screen.getByTestId('help-previous').textContent).toContain('临时拜访与签到地图');
  });

  it('opens a chapter the book does not have at its first chapter', async () => {
    renderApp('/help/helpBookView?book=deals&chapter=nothing-like-it', baseRoutes());
    expect((await screen.findByTestId('help-chapter-title')).textContent).toContain('商机');
  });

  it('says a book that does not exist is not found, with the way back to every book', async () => {
    const { path } = renderApp('/help/helpBookView?book=no-such-book', baseRoutes());
    expect((await screen.findByTestId('help-not-found')).textContent).toContain('没有找到这本手册');
    await waitFor(() => expect(document.title).toBe('没有找到这本手册'));
    await userEvent.click(screen.getByTestId('help-all-books'));
    expect(await screen.findAllByTestId('help-book')).toHaveLength(9);
    expect(path()).toBe('/help/helpBookList');
  });

  it('follows the language chosen: the same chapter in English', async () => {
    await applyLanguage('en');
    renderApp('/help/helpBookView?book=approvals&chapter=decide', baseRoutes());
    expect((await screen.findByTestId('help-chapter-title')).textContent).toContain('Handling what waits for you');
    expect(screen.getByTestId('nav-back')).toBeTruthy();
  });
});

describe('the ways to the help', () => {
  it('opens from the login page', async () => {
    renderApp('/user/login', baseRoutes());
    await userEvent.click(await screen.findByTestId('login-help'));
    expect(await screen.findAllByTestId('help-book')).toHaveLength(9);
  });

  it('opens from the Mine tab when logged in, with the navigation bar’s Back', async () => {
    signIn();
    const { path } = renderApp('/account/center', baseRoutes());
    await userEvent.click(await screen.findByTestId('open-help'));
    expect(await screen.findAllByTestId('help-book')).toHaveLength(9);
    expect(path()).toBe('/help/helpBookList');
    // Back leaves the help (in a browser to the Mine tab; the test's memory router has no browser history, so home).
    await userEvent.click(screen.getByTestId('nav-back'));
    await waitFor(() => expect(path()).not.toContain('/help/'));
  });
});
