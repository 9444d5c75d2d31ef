/** The service portal's pages under /terminal (app/terminal-routes.tsx loads them as one chunk). */
export { WorkOrderListPage } from './WorkOrderListPage.tsx';
export { WorkOrderViewPage } from './WorkOrderViewPage.tsx';
export { WorkOrderFormPage } from './WorkOrderFormPage.tsx';
export { DeviceListPage } from './DeviceListPage.tsx';
export { AppraiseFormPage } from './AppraiseFormPage.tsx';
