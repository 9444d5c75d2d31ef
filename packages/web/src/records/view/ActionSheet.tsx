import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup/index.js';
import { actionLabel, type ActionDef, type RecordRow } from '@crm/domain';
import { tKey } from '../../lib/i18n.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import { ActionForm } from './ActionForm.tsx';

export interface ActionSheetProps {
  meta: EntityMeta;
  record: RecordRow;
  name: string;
  action: ActionDef;
  onClose(): void;
}

/**
 * The sheet of an action with inputs and no page of its own: the action's form under its label,
 * over the detail screen. Closes when the action is done.
 */
export function ActionSheet({ meta, record, name, action, onClose }: ActionSheetProps) {
  const { t } = useTranslation();
  const title = tKey(t, actionLabel(meta.def, name, action));
  return (
    <Popup visible onMaskClick={onClose} destroyOnClose bodyStyle={{ maxHeight: '80vh', overflowY: 'auto', borderRadius: '8px 8px 0 0' }}>
      <section data-testid={`action-sheet-${name}`} aria-label={title}>
        <h3 style={{ margin: 0, padding: '12px 12px 4px', fontSize: 16 }}>{title}</h3>
        <ActionForm meta={meta} record={record} name={name} action={action} onDone={onClose} onCancel={onClose} />
      </section>
    </Popup>
  );
}
