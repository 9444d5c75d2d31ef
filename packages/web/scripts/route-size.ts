// Gzipped JS each route loads, from the Vite manifest: the entry and its static imports, then what
// the route's lazy step loads (its page chunk, the shell for signed-in pages, the objects' routes
// and the entity texts for record screens) with their static imports, transitively. Lazily opened parts (sheets, tabs,
// pickers) are not counted: they load when used.
// Usage: npx tsx scripts/route-size.ts [route ...]  (run after `npm run build -w @crm/web`); the
// bench (bench/client-size.ts) imports ROUTES and routeSize.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { screenObjectModules } from './screen-objects.ts';

const dist = new URL('../dist/', import.meta.url).pathname;
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;

const SHELL = 'src/features/layout/AppShell.tsx';
// Record screens load the records area's texts and those every object shares in the language in
// use (zh-CN by default); other screens their own area's (app/routes.tsx).
const areaTexts = (area: string) => `domain/src/i18n/zh-CN/web/${area}.ts`;
const ENTITY_TEXTS = ['domain/src/i18n/zh-CN/entity-texts.ts', areaTexts('records')];
// Screens of an object load its definition and labels too (records/definitions.ts), with those of
// the objects its relations and follow-ups name; the detail screen the labels of its related lists'.
const objectsOf = (apiName: string, tabs = false) => Object.values(screenObjectModules(apiName, 'zh-CN', { tabs })).flat();
const CUSTOMER_OBJECTS = objectsOf('crmCustomer');
const CUSTOMER_DETAIL_OBJECTS = objectsOf('crmCustomer', true);
// An audited object's detail screen loads its approval section (records/view/AuditSection.tsx) and the audit texts.
const ORDER_DETAIL_OBJECTS = objectsOf('crmOrder', true);
const AUDIT_SECTION = ['src/records/view/AuditSection.tsx', areaTexts('audit')];
const signedIn = (...modules: (string | string[])[]) => [SHELL, ...modules.flat()];
// An object's screen is found with the objects' routes, loaded on the first navigation to one
// (app/object-discovery.ts); the entry holds no object.
const OBJECT_ROUTES = 'src/app/object-routes.tsx';
// The pages that list the menu's apps learn which record lists exist from the objects' manifest.
const RECORD_APPS = 'src/records/definitions.ts';

export const ROUTES: Record<string, string[]> = {
  '/user/login': ['src/features/auth/LoginPage.tsx'],
  '/index (home)': signedIn('src/features/dashboard/HomePage.tsx', areaTexts('dashboard'), RECORD_APPS),
  '/dashboard/message': signedIn('src/features/dashboard/MessagePage.tsx', areaTexts('dashboard')),
  '/dashboard/workplace': signedIn('src/features/workplace/WorkplacePage.tsx', areaTexts('dashboard'), RECORD_APPS),
  '/crm/crmSalesReport (briefing)': signedIn('src/features/dashboard/SalesBriefingPage.tsx', areaTexts('dashboard')),
  '/common/commonReportList (data view)': signedIn('src/features/reports/ReportListPage.tsx', areaTexts('dashboard')),
  '/bi/boardReport (board)': signedIn('src/features/dashboard/board/BoardPage.tsx', areaTexts('dashboard')),
  '/crm/serviceBoard (service board)': signedIn('src/features/service-board/ServiceBoardPage.tsx', areaTexts('service')),
  '/account/center (mine)': signedIn('src/features/account/CenterPage.tsx', areaTexts('account')),
  '/account/baseSetting (profile)': signedIn('src/features/account/BaseSettingPage.tsx', areaTexts('account')),
  '/account/setting': signedIn('src/features/account/SettingPage.tsx', areaTexts('account')),
  '/account/aboutUs': signedIn('src/features/account/AboutUsPage.tsx', areaTexts('account')),
  '/crm/crmCustomerList (list)': signedIn(OBJECT_ROUTES, 'src/records/list/RecordListPage.tsx', ENTITY_TEXTS, CUSTOMER_OBJECTS),
  '/crm/crmCustomerView (view)': signedIn(OBJECT_ROUTES, 'src/records/view/RecordViewPage.tsx', ENTITY_TEXTS, CUSTOMER_DETAIL_OBJECTS),
  '/crm/crmCustomerAdd (form)': signedIn(OBJECT_ROUTES, 'src/records/form/RecordFormPage.tsx', ENTITY_TEXTS, CUSTOMER_OBJECTS),
  // An object's screen loads its web folder, then the screen.
  '/crm/crmCustomerIndex': signedIn(
    OBJECT_ROUTES,
    'src/objects/crm/crm-customer/crm-customer.web.tsx',
    'src/objects/crm/crm-customer/CustomerIndexPage.tsx',
    ENTITY_TEXTS,
    CUSTOMER_OBJECTS,
  ),
  '/common/transfer': signedIn('src/features/common/TransferPage.tsx', ENTITY_TEXTS),
  '/common/map': signedIn('src/features/common/MapPage.tsx', ENTITY_TEXTS, CUSTOMER_OBJECTS),
  '/crm/crmOrderView (audited view)': signedIn(OBJECT_ROUTES, 'src/records/view/RecordViewPage.tsx', ENTITY_TEXTS, ORDER_DETAIL_OBJECTS, AUDIT_SECTION),
  // The approval screens (app/audit-routes.tsx) load with the audit texts, and the records' where they show their parts.
  '/crm/crmAuditList': signedIn('src/features/audit/AuditListPage.tsx', areaTexts('audit')),
  '/common/approvalFlow': signedIn('src/features/audit/ApprovalFlowPage.tsx', areaTexts('audit'), areaTexts('records')),
  '/common/audit': signedIn('src/features/audit/AuditOpinionPage.tsx', areaTexts('audit')),
  '/audit/commonUrge': signedIn('src/features/audit/UrgePage.tsx', areaTexts('audit')),
  '/sys/sysAuditFlow': signedIn('src/features/audit/AuditFlowSettingsPage.tsx', areaTexts('audit')),
  '/sys/sysAuditFlowForm': signedIn('src/features/audit/AuditFlowFormPage.tsx', areaTexts('audit'), areaTexts('records')),
  // Business-card scanning (issue 21): the screen, with the contact's definitions.
  '/tool/toolCardCustomer': signedIn('src/features/card-scan/CardScanPage.tsx', ENTITY_TEXTS, objectsOf('crmContacter')),
};

/** Each built file's modules, by id relative to the repository (scripts/module-sizes.ts). */
const chunkModules: Record<string, Record<string, { bytes: number; gzipped: number }>> = JSON.parse(readFileSync(join(dist, '.vite/modules.json'), 'utf8'));

/** The manifest's key of the chunk holding `module`: its own, or a group's it was merged into. */
function keyOf(module: string): string {
  const own = Object.keys(manifest).find((k) => k === module || k.endsWith(`/${module}`));
  if (own) return own;
  const file = Object.keys(chunkModules).find((f) => Object.keys(chunkModules[f]!).some((id) => id.endsWith(`/${module}`)));
  const key = file && Object.keys(manifest).find((k) => manifest[k]!.file === file);
  if (!key) throw new Error(`no chunk for ${module}`);
  return key;
}

function closure(key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]!.imports ?? []) closure(dep, seen);
  return seen;
}

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

/** The files of the chunks a route loads (`modules`: one of ROUTES' values), the entry's first. */
export function routeFiles(modules: string[]): Set<string> {
  const keys = closure(entryKey, new Set());
  for (const module of modules) closure(keyOf(module), keys);
  return new Set([...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]));
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Gzipped bytes of the JS and of the CSS a route loads, and how many files (`modules`: one of ROUTES' values). */
export function routeSize(modules: string[]): { js: number; css: number; files: number } {
  const size = { js: 0, css: 0, files: 0 };
  for (const file of routeFiles(modules)) {
    size.files += 1;
    if (file.endsWith('.js')) size.js += gz(file);
    else if (file.endsWith('.css')) size.css += gz(file);
  }
  return size;
}

/**
 * What a route's JS holds of the business objects (issue 11: the login route should hold their light
 * manifest and nothing more), by kind of module, from dist/.vite/modules.json (scripts/module-sizes.ts).
 * Bytes are the modules' rendered length, gzipped each module on its own (an upper bound of its share).
 */
const OBJECT_PARTS: Record<string, (id: string) => boolean> = {
  'object definitions': (id) => /^packages\/domain\/src\/(objects\/.*\.object\.ts|entities\/crm\/)/.test(id),
  'object texts': (id) => /^packages\/domain\/src\/(objects\/.*\.locale\.ts|i18n\/[^/]+\/entity\.ts)/.test(id),
  'object manifest': (id) => /^packages\/domain\/src\/objects\/.*(manifest|menu)\.ts$/.test(id),
  'screen texts': (id) => /^packages\/domain\/src\/i18n\/.*\/(?!common\.ts)[^/]+\.ts$/.test(id) && !/\/entity\.ts$/.test(id),
};

type Size = { bytes: number; gzipped: number };
export function routeObjectParts(modules: string[]): Record<string, Size> {
  const parts: Record<string, Size> = Object.fromEntries(Object.keys(OBJECT_PARTS).map((name) => [name, { bytes: 0, gzipped: 0 }]));
  for (const file of routeFiles(modules)) {
    for (const [id, size] of Object.entries(chunkModules[file] ?? {})) {
      for (const [name, test] of Object.entries(OBJECT_PARTS)) {
        if (!test(id)) continue;
        parts[name]!.bytes += size.bytes;
        parts[name]!.gzipped += size.gzipped;
      }
    }
  }
  return parts;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const wanted = process.argv.slice(2);
  const names = wanted.length > 0 ? Object.keys(ROUTES).filter((r) => wanted.some((w) => r.includes(w))) : Object.keys(ROUTES);
  const width = Math.max(...names.map((n) => n.length));
  for (const name of names) {
    const size = routeSize(ROUTES[name]!);
    console.log(`${name.padEnd(width)}  ${kb(size.js).padStart(9)} gzipped JS  ${String(size.files).padStart(3)} files`);
  }
}

/** The OCR's library, loaded by the card screen at its first picture (features/card-scan/ocr.ts). */
const OCR_LIBRARY = 'tesseract.js/src/index.js';

/** The routes whose files hold the OCR's library: none should (it loads at the card screen's first picture). */
export function routesWithOcr(): string[] {
  const library = manifest[keyOf(OCR_LIBRARY)]!.file;
  return Object.keys(ROUTES).filter((route) => routeFiles(ROUTES[route]!).has(library));
}

/**
 * What a phone downloads at the card screen's first picture, as the server sends it: the OCR's
 * library (gzipped), its worker and the WebAssembly build a phone with relaxed SIMD loads (their
 * Brotli siblings, scripts/precompress.ts), and the trained data (gzipped as packaged).
 */
export function ocrDownload(): Record<string, number> {
  const library = manifest[keyOf(OCR_LIBRARY)]!.file;
  const directory = readdirSync(join(dist, 'assets')).find((name) => name.startsWith('ocr-'))!;
  const size = (name: string) => statSync(join(dist, 'assets', directory, name)).size;
  return {
    'library (gzipped)': gz(library),
    'worker (Brotli)': size('worker.min.js.br'),
    'engine, WebAssembly with relaxed SIMD (Brotli)': size('tesseract-core-relaxedsimd-lstm.wasm.js.br'),
    'Chinese trained data': size('chi_sim.traineddata.gz'),
    'English trained data': size('eng.traineddata.gz'),
  };
}
