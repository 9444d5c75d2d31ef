import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ActionSheet from 'antd-mobile/es/components/action-sheet/index.js';
import type { BizType } from '@crm/domain';
import { useAppStore } from '../../../stores/app.ts';
import { bizTypesQuery } from '../api/biz-types.ts';

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

/** The business-type action sheet of spec section 2. */
export function BizTypeSheet({ request, onClose }: { request: BizTypeRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: types = [] } = useQuery({ ...bizTypesQuery(request?.tableId ?? ''), enabled: Boolean(request) });
  return (
    <ActionSheet
      visible={Boolean(request) && types.length > 0}
      extra={t('web.bizType.title')}
      cancelText={t('web.common.cancel')}
      onClose={onClose}
      actions={types.map((type) => ({
        key: type.id,
        text: type.name,
        onClick: () => {
          if (!request) return;
          useAppStore.getState().set({ formStatus: 'add' });
          onClose();
          void navigate(bizTypeAddUrl(request.addPath, type));
        },
      }))}
    />
  );
}

/** `open(tableId, addPath)` shows the sheet; render `sheet` once in the page. */
export function useBizTypeSheet() {
  const [request, setRequest] = useState<BizTypeRequest | null>(null);
  const open = useCallback((tableId: string, addPath: string) => setRequest({ tableId, addPath }), []);
  const close = useCallback(() => setRequest(null), []);
  return { open, close, sheet: <BizTypeSheet request={request} onClose={close} /> };
}
