import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ActionSheet from 'antd-mobile/es/components/action-sheet/index.js';
import { useAppStore } from '../../stores/app.ts';
import { bizTypesQuery } from './biz-types.ts';
import { bizTypeAddUrl, type BizTypeRequest } from './BizTypeSheet.tsx';

/** The business-type action sheet of spec section 2. */
export function BizTypeActionSheet({ request, onClose }: { request: BizTypeRequest | null; onClose: () => void }) {
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
