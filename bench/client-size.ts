// Gzipped JS and CSS that the login, home and customer list routes load, from the Vite manifest
// (packages/web/scripts/route-size.ts counts them), against the budgets of issue 5. Needs a
// current build: bench/run.ts makes one first when it is missing or stale.
import { budgeted, type Figure } from './figures.ts';

const LOGIN_JS_BUDGET = 150 * 1024;
const ROUTE_JS_BUDGET = 250 * 1024;
/** Route names as route-size.ts lists them. */
const MEASURED = ['/user/login', '/index (home)', '/crm/crmCustomerList (list)'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function clientSizeFigures(): Promise<Figure[]> {
  // Imported only now: it reads the manifest of the build as it loads.
  const { ROUTES, routeSize, routeObjectParts, ocrDownload, routesWithOcr } = await import('../packages/web/scripts/route-size.ts');
  const figures: Figure[] = [];
  for (const route of MEASURED) {
    const { js, css, files } = routeSize(ROUTES[route]!);
    const budget = route === '/user/login' ? LOGIN_JS_BUDGET : ROUTE_JS_BUDGET;
    figures.push(
      budgeted(`route ${route}: gzipped JS (Vite manifest)`, kb(js), `≤ ${budget / 1024} KB`, js <= budget),
      { figure: `route ${route}: gzipped CSS`, value: kb(css) },
      // Each file a request: on HTTP/1.1 a phone makes six at a time, a round trip per batch.
      { figure: `route ${route}: files (JS and CSS)`, value: String(files) },
    );
  }
  // Issue 11: the login route should carry the objects' light manifest and no definition or label.
  const parts = routeObjectParts(ROUTES['/user/login']!);
  for (const [part, size] of Object.entries(parts)) {
    const figure = `route /user/login: ${part} (gzipped each, raw)`;
    const value = `${kb(size.gzipped)}, ${kb(size.bytes)}`;
    figures.push(part === 'object definitions' || part === 'object texts' ? budgeted(figure, value, 'none', size.bytes === 0) : { figure, value });
  }
  // Every other route of the client, for the one budget they all share.
  const [largest, largestJs] = Object.keys(ROUTES)
    .map((route) => [route, routeSize(ROUTES[route]!).js] as const)
    .reduce((a, b) => (b[1] > a[1] ? b : a));
  figures.push(budgeted(`largest route of all (${largest}): gzipped JS`, kb(largestJs), `≤ ${ROUTE_JS_BUDGET / 1024} KB`, largestJs <= ROUTE_JS_BUDGET));
  // Issue 21: business-card scanning's OCR, downloaded at the card screen's first picture and by no route.
  const card = routeSize(ROUTES['/tool/toolCardCustomer']!);
  figures.push(budgeted('route /tool/toolCardCustomer: gzipped JS (Vite manifest)', kb(card.js), `≤ ${ROUTE_JS_BUDGET / 1024} KB`, card.js <= ROUTE_JS_BUDGET));
  const ocr = ocrDownload();
  for (const [part, bytes] of Object.entries(ocr)) figures.push({ figure: `card scanning's OCR at the first picture: ${part}`, value: kb(bytes) });
  const total = Object.values(ocr).reduce((a, b) => a + b, 0);
  figures.push({ figure: "card scanning's OCR at the first picture: in all", value: `${(total / 1024 / 1024).toFixed(2)} MB` });
  const carrying = routesWithOcr();
  figures.push(budgeted("routes whose files hold the OCR's library", carrying.join(', ') || 'none', 'none', carrying.length === 0));
  return figures;
}
