import { lazy, Suspense, useCallback, useState } from 'react';
import type { BizType } from '@crm/domain';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';

export interface BizTypeRequest {
  tableId: string;
  /** The add form to open, e.g. `/crm/crmCustomerAdd`. */
  addPath: string;
}

/**
 * Where choosing a business type leads: the add form with bizType and its label in the query.
 * A query already on `addPath` (a pre-filled parent, say) is kept.
 */
export function bizTypeAddUrl(addPath: string, type: Pick<BizType, 'no' | 'name'>): string {
  const [path, existing] = addPath.split('?', 2) as [string, string | undefined];
  const query = new URLSearchParams(existing ?? '');
  query.set('bizType', type.no);
  query.set('bizTypeName', type.name);
  return `${path}?${query.toString()}`;
}

const BizTypeActionSheet = lazy(() => import('./BizTypeActionSheet.tsx').then((m) => ({ default: m.BizTypeActionSheet })));

/** The business-type action sheet of spec section 2: it loads when first asked for. */
export function BizTypeSheet({ request, onClose }: { request: BizTypeRequest | null; onClose: () => void }) {
  const wanted = useOpenedOnce(request !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BizTypeActionSheet request={request} onClose={onClose} />
    </Suspense>
  );
}

/** `open(tableId, addPath)` shows the sheet; render `sheet` once in the page. */
export function useBizTypeSheet() {
  const [request, setRequest] = useState<BizTypeRequest | null>(null);
  const open = useCallback((tableId: string, addPath: string) => setRequest({ tableId, addPath }), []);
  const close = useCallback(() => setRequest(null), []);
  return { open, close, sheet: <BizTypeSheet request={request} onClose={close} /> };
}
