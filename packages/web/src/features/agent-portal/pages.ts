/** The partner's portal pages under /agent (app/agent-routes.tsx loads them as one chunk). */
export { ShopPage } from './ShopPage.tsx';
export { CartPage } from './CartPage.tsx';
export { OrderListPage } from './OrderListPage.tsx';
export { OrderViewPage } from './OrderViewPage.tsx';
export { ReportListPage } from './ReportListPage.tsx';
export { ReportFormPage } from './ReportFormPage.tsx';
export { ReportViewPage } from './ReportViewPage.tsx';
export { StaffListPage } from './StaffListPage.tsx';
export { StaffFormPage } from './StaffFormPage.tsx';
