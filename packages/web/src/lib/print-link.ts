import type { ObjectActions } from '../records/web-object.ts';

/** Where a record is printed as a document (app/document-routes.tsx, features/print). */
export const PRINT_PATH = '/print';

/** The page printing a record (a quote, an order or a contract). */
export const printPath = (apiName: string, id: string) => `${PRINT_PATH}?${new URLSearchParams({ apiName, id }).toString()}`;

/**
 * A detail screen's "Print" button (issue 20), for whoever opens the record: the print-out reads
 * it through the same record API, so the same rights hold. Shared by the objects' web folders
 * (an object imports no other).
 */
export const printButton =
  (apiName: string): ObjectActions =>
  ({ record, navigate, t }) => [
    { key: 'print', text: t('web.print.print'), permission: `crm:${apiName}:view`, onClick: () => void navigate(printPath(apiName, record.id)) },
  ];
