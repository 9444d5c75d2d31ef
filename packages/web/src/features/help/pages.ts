/** The help pages (app/help-routes.tsx loads them as one chunk: one import less in the entry's route table). */
export { HelpBookListPage } from './HelpBookListPage.tsx';
export { HelpBookViewPage } from './HelpBookViewPage.tsx';
