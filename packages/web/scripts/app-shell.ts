// The app shell that index.html paints by itself, before any JavaScript has loaded: the login
// page's frame (heading, method tabs, fields, button) on /user/login, and the tab bar on the
// signed-in tab pages. A small inline script picks the frame from the path, the stored token, the
// stored language and the stored button permissions, so the first paint is the page the user
// asked for in their language; React removes it when the first route renders (lib/app-shell.ts).
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppOutline, AppstoreOutline, MessageOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { web as zhCN } from '../../domain/src/i18n/zh-CN/web.ts';
import { web as en } from '../../domain/src/i18n/en/web.ts';
import { web as zhTW } from '../../domain/src/i18n/zh-TW/web.ts';
import { PERMISSION } from '../../domain/src/permission/evaluate.ts';
import type { Lang } from '../../domain/src/api/contract.ts';
import { screenObjectModules } from './screen-objects.ts';

type WebTexts = typeof zhCN;
type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The texts the frames show, per language: the login page's and the tab bar's. */
function shellTexts(web: WebTexts) {
  const { auth, tab } = web;
  return {
    login: [
      auth.title,
      auth.subtitle,
      auth.accountTab,
      auth.phoneTab,
      auth.emailTab,
      auth.username,
      auth.usernamePlaceholder,
      auth.password,
      auth.passwordPlaceholder,
      auth.submit,
      auth.consentPrefix,
      auth.agreement,
      auth.consentAnd,
      auth.privacy,
      auth.freeTrial,
      auth.forgotPassword,
    ],
    tabs: { home: tab.home, message: tab.message, customer: tab.customer, workplace: tab.workplace, mine: tab.mine },
  };
}

const icon = (component: ComponentType) => renderToStaticMarkup(createElement(component));

/** The tab bar of features/layout/components/AppTabBar.tsx: path, text, icon, and the permission it needs. */
const TABS = [
  { path: '/index', text: 'home', icon: icon(AppOutline) },
  { path: '/dashboard/message', text: 'message', icon: icon(MessageOutline) },
  { path: '/crm/crmCustomerList', text: 'customer', icon: icon(TeamOutline), permission: PERMISSION.customerList },
  { path: '/dashboard/workplace', text: 'workplace', icon: icon(AppstoreOutline) },
  { path: '/account/center', text: 'mine', icon: icon(UserOutline) },
];

// Mirrors features/auth/LoginPage.module.css and antd-mobile's TabBar, so React's page replaces
// the frame where it stands.
const CSS = `
#app-shell{position:fixed;inset:0;z-index:2000;pointer-events:none}
#app-shell:empty{display:none}
.as-login{min-height:100vh;background:linear-gradient(180deg,#e8f1ff 0%,#fff 45%);padding:64px 24px 24px;box-sizing:border-box}
.as-brand{font-size:26px;font-weight:600;color:#1d2129;margin:0 0 8px}
.as-sub{color:#86909c;margin:0 0 40px;font-size:14px}
.as-tabs{display:flex;gap:20px;margin:0 0 16px;overflow:hidden}
.as-tab{height:44px;box-sizing:border-box;display:flex;align-items:center;flex-shrink:0;white-space:nowrap;font-size:15px;color:#4e5969;border-bottom:2px solid transparent}
.as-on{font-weight:500;color:#1677ff;border-bottom-color:#1677ff}
.as-label{display:block;font-size:13px;color:#4e5969;margin-bottom:6px}
.as-box{height:46px;line-height:46px;background:#f2f3f5;border-radius:8px;padding:0 14px;border:1px solid transparent;font-size:16px;color:#757575;margin-bottom:16px}
.as-consent{margin:12px 0 0;font-size:13px;line-height:20px;color:#4e5969;display:flex;flex-wrap:wrap;align-items:center;column-gap:.3em;min-height:44px}
.as-consent i{display:inline-block;width:18px;height:18px;border:1px solid #767676;border-radius:3px;margin:0 6px 0 0;box-sizing:border-box;background:#fff;flex-shrink:0}
.as-consent b{font-weight:400;color:#1677ff;min-height:44px;display:inline-flex;align-items:center}
.as-btn{margin-top:12px;height:48px;line-height:48px;border-radius:8px;background:#1677ff;color:#fff;text-align:center;font-size:18px}
.as-links{display:flex;justify-content:space-between;margin-top:20px;font-size:14px;color:#1677ff}
.as-tabbar{position:fixed;left:0;right:0;bottom:0;background:#fff;border-top:1px solid #eee;padding-bottom:env(safe-area-inset-bottom)}
.as-tabbar-wrap{display:flex;flex:1;min-height:48px}
.as-item{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:4px 8px;color:#666}
.as-item svg{font-size:24px;width:1em;height:24px}
.as-item span{font-size:10px;line-height:15px;margin-top:2px}
.as-item.as-on{color:#1677ff;font-weight:400}
`;

/** Runs at parse time: no module, no dependency, no failure that could stop the app. */
function paintShell(texts: Record<string, ReturnType<typeof shellTexts>>, tabs: typeof TABS) {
  try {
    const read = (key: string) => {
      try {
        return JSON.parse(localStorage.getItem(key) ?? 'null');
      } catch {
        return null;
      }
    };
    const root = document.getElementById('app-shell')!;
    const path = location.pathname.replace(/^\/mobile/, '').replace(/\/+$/, '') || '/';
    const t = texts[read('language')] ?? texts['zh-CN']!;
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const token = read('Access-Token');
    if (!token && path === '/user/login') {
      const [title, subtitle, account, phone, email, username, usernameHint, password, passwordHint, submit, agree, agreement, and, privacy, trial, forgot] =
        t.login.map(esc);
      root.innerHTML =
        `<main class="as-login"><h1 class="as-brand">${title}</h1><p class="as-sub">${subtitle}</p>` +
        `<div class="as-tabs"><span class="as-tab as-on">${account}</span><span class="as-tab">${phone}</span><span class="as-tab">${email}</span></div>` +
        `<span class="as-label">${username}</span><div class="as-box">${usernameHint}</div>` +
        `<span class="as-label">${password}</span><div class="as-box">${passwordHint}</div>` +
        `<div class="as-consent"><span style="display:inline-flex;align-items:center;min-height:44px"><i></i>${agree}</span><b>${agreement}</b><span>${and}</span><b>${privacy}</b></div>` +
        `<div class="as-btn">${submit}</div><div class="as-links"><span>${trial}</span><span>${forgot}</span></div></main>`;
      return;
    }
    if (token && tabs.some((tab) => tab.path === path)) {
      const auth: { action?: string }[] = read('LOGIN_USER_BUTTON_AUTH')?.auth ?? [];
      const items = tabs
        .filter((tab) => !tab.permission || auth.some((entry) => entry.action === tab.permission))
        .map((tab) => `<div class="as-item${tab.path === path ? ' as-on' : ''}">${tab.icon}<span>${esc(t.tabs[tab.text as keyof typeof t.tabs])}</span></div>`);
      root.innerHTML = `<nav class="as-tabbar"><div class="as-tabbar-wrap">${items.join('')}</div></nav>`;
    }
  } catch {
    // Without a shell the page still loads; it only paints later.
  }
}

/**
 * What a signed-in start on a tab page loads after the entry: the shell, the HTTP client (the guard
 * asks for the permissions first), the page. Preloaded beside the entry, they download with it
 * instead of after it has run (entry, then router, then route chunk).
 */
const SIGNED_IN_START = ['src/features/layout/AppShell.tsx', 'src/lib/http.ts', 'src/lib/session.ts'];
/**
 * A tab page's screen, its area's texts (app/routes.tsx), the object it shows, and what its route
 * loads beside them (app/record-routes.tsx).
 */
const TAB_PAGES: Record<string, { page: string; area: string; object?: string; also?: string[] }> = {
  // The pages that list the menu's apps load the objects' manifest (which record lists exist) with them.
  '/index': { page: 'src/features/dashboard/HomePage.tsx', area: 'dashboard', also: ['src/records/definitions.ts'] },
  '/dashboard/message': { page: 'src/features/dashboard/MessagePage.tsx', area: 'dashboard' },
  // A record screen's route is found with the objects' routes (app/object-discovery.ts) before it loads.
  '/crm/crmCustomerList': {
    page: 'src/records/list/RecordListPage.tsx',
    area: 'records',
    object: 'crmCustomer',
    also: ['src/app/object-routes.tsx', 'src/records/list/first-page.ts'],
  },
  '/dashboard/workplace': { page: 'src/features/workplace/WorkplacePage.tsx', area: 'dashboard', also: ['src/records/definitions.ts'] },
  '/account/center': { page: 'src/features/account/CenterPage.tsx', area: 'account' },
};
const LANGS: readonly Lang[] = ['zh-CN', 'en', 'zh-TW'];

interface StartChunks {
  /**
   * Route path -> the JS files (`/mobile/assets/...`) its signed-in start loads, static imports
   * included, and their style sheets.
   */
  routes: Record<string, string[]>;
  /**
   * Route path -> language -> the texts' JS files the page also waits for in that language: its
   * area's, and on a record screen those every object shares and the labels of the objects it shows.
   */
  texts: Record<string, Record<string, string[]>>;
}

function signedInStartChunks(bundle: OutputBundle): StartChunks {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byModule = (module: string) => {
    const suffix = `/packages/${module.replace(/^\.\.\//, '').replace(/^src\//, 'web/src/')}`;
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
    if (!chunk) throw new Error(`app shell: no chunk holds ${module}`);
    return chunk;
  };
  const entryFiles = new Set<string>();
  const withImports = (chunk: OutputChunk, files: Set<string>) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) withImports(bundle[name] as OutputChunk, files);
  };
  for (const chunk of chunks) if (chunk.isEntry) withImports(chunk, entryFiles);
  // A lazy chunk's style sheets are otherwise requested only once its import runs, a round trip
  // after the scripts: they are loaded beside them (the import then finds them in the page).
  const urls = (modules: string[]) => {
    const files = new Set<string>();
    for (const module of modules) withImports(byModule(module), files);
    const scripts = [...files].filter((file) => !entryFiles.has(file));
    const sheets = scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
    return [...scripts, ...new Set(sheets)].map((file) => `/mobile/${file}`);
  };
  return {
    // A record screen's definitions are the same in every language.
    routes: Object.fromEntries(
      Object.entries(TAB_PAGES).map(([path, { page, object, also = [] }]) => [
        path,
        urls([...SIGNED_IN_START, page, ...also, ...(object ? screenObjectModules(object).definitions : [])]),
      ]),
    ),
    texts: Object.fromEntries(
      Object.entries(TAB_PAGES).map(([path, { area, object }]) => [
        path,
        Object.fromEntries(
          LANGS.map((lang) => [
            lang,
            urls([
              `domain/src/i18n/${lang}/web/${area}.ts`,
              ...(object ? [`domain/src/i18n/${lang}/entity-texts.ts`, ...screenObjectModules(object, lang).labels] : []),
            ]),
          ]),
        ),
      ]),
    ),
  };
}

/**
 * The entry and its modulepreloads are requested once the shell has painted (one frame later),
 * instead of from the head: Chrome then never holds the first paint for the app's scripts, and
 * the frame shows while they download. Build only: the dev server's entry is not bundled.
 */
function bootAfterPaint(html: string, start: StartChunks | null): string {
  const tags: { rel: 'modulepreload' | 'entry'; href: string }[] = [];
  const rest = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, href: string) => {
      tags.push({ rel: 'entry', href });
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      tags.push({ rel: 'modulepreload', href });
      return '';
    });
  if (!tags.some((tag) => tag.rel === 'entry')) throw new Error('app shell: no entry script in index.html');
  // A hidden tab gets no animation frame: the timer boots it anyway. The entry goes first, then
  // the preloads eight at a time, a task each: starting some thirty requests at once took a
  // mid-range phone one long task (about 75 ms) right after the first paint.
  const boot = `(function(tags,start){var done=false;function go(){if(done)return;done=true;var path=location.pathname.replace(/^\\/mobile/,'').replace(/\\/+$/,'');if(start&&localStorage.getItem('Access-Token')&&start.routes[path]){var lang=null;try{lang=JSON.parse(localStorage.getItem('language'))}catch(x){}var texts=start.texts[path]||{};var files=start.routes[path].concat(texts[lang]||texts['zh-CN']||[]);files.forEach(function(href){tags.push({rel:'modulepreload',href:href})})}function add(t){var e;if(t.rel==='entry'){e=document.createElement('script');e.type='module';e.src=t.href;e.crossOrigin=''}else if(/\\.css$/.test(t.href)){e=document.createElement('link');e.rel='stylesheet';e.href=t.href}else{e=document.createElement('link');e.rel='modulepreload';e.href=t.href;e.crossOrigin=''}document.head.appendChild(e)}(function next(){tags.splice(0,8).forEach(add);if(tags.length)setTimeout(next,0)})()}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)})(${JSON.stringify(tags)},${JSON.stringify(start)});`;
  return rest.replace('</body>', `  <script>${boot}</script>\n  </body>`);
}

/** Vite plugin: puts the shell's style, element and script into index.html. */
export function appShell(): Plugin[] {
  return [
    appShellMarkup(),
    {
      name: 'crm-boot-after-paint',
      apply: 'build',
      transformIndexHtml: { order: 'post', handler: (html, { bundle }) => bootAfterPaint(html, bundle ? signedInStartChunks(bundle) : null) },
    },
  ];
}

function appShellMarkup(): Plugin {
  const texts = { 'zh-CN': shellTexts(zhCN), en: shellTexts(en), 'zh-TW': shellTexts(zhTW) };
  const script = `(${paintShell.toString()})(${JSON.stringify(texts)}, ${JSON.stringify(TABS)});`;
  return {
    name: 'crm-app-shell',
    transformIndexHtml: () => [
      { tag: 'style', children: CSS, injectTo: 'head' },
      { tag: 'div', attrs: { id: 'app-shell', 'aria-hidden': 'true' }, injectTo: 'body-prepend' },
      { tag: 'script', children: script, injectTo: 'body-prepend' },
    ],
  };
}
