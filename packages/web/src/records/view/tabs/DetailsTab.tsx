import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import { isBlank, isShown, type FieldDef, type RecordRow } from '@crm/domain';
import { tKey } from '../../../lib/i18n.ts';
import { FieldDisplay } from '../../fields/FieldDisplay.tsx';
import { fieldLabel } from '../../fields/field-label.ts';
import { isLinesField } from '../../fields/field-kinds.ts';
import { groupFields } from '../../form/form-fields.ts';
import { DateDisplay } from '../../fields/display/DateDisplay.tsx';
import styles from '../RecordView.module.css';

const DATETIME: FieldDef = { name: 'createTime', type: 'datetime', label: '' };

/** Field groups (base first, then each group) and who owns and made the record. */
export function DetailsTab({ fields, record }: { fields: readonly FieldDef[]; record: RecordRow }) {
  const { t } = useTranslation();
  const groups = groupFields(fields.filter((field) => !field.internal && isShown(field, record)).map((field) => ({ field })));
  return (
    <div data-testid="record-details">
      {groups.map((group) => (
        <List key={group.key} header={tKey(t, group.key)} data-testid={`view-group-${group.key}`}>
          {group.fields.map(({ field }) => (
            <List.Item key={field.name} data-testid={`view-field-${field.name}`} extra={isBlank(record[field.name]) ? '' : undefined} description={undefined}>
              {/* A record's lines take the screen's width under their label: a card a row. */}
              <div style={isLinesField(field) ? undefined : { display: 'flex', gap: 12 }}>
                <span style={{ color: 'var(--adm-color-weak)', minWidth: 96, flexShrink: 0 }}>{fieldLabel(field, t)}</span>
                <div className={styles.fieldValue}>
                  <FieldDisplay field={field} record={record} />
                </div>
              </div>
            </List.Item>
          ))}
        </List>
      ))}
      <List>
        {record.ownerId_dictText !== undefined && <List.Item extra={record.ownerId_dictText}>{t('web.record.owner')}</List.Item>}
        {typeof record.createBy_dictText === 'string' && <List.Item extra={record.createBy_dictText}>{t('web.record.createBy')}</List.Item>}
        <List.Item extra={<DateDisplay field={DATETIME} value={record.createTime} />}>{t('web.record.createTime')}</List.Item>
        <List.Item extra={<DateDisplay field={DATETIME} value={record.updateTime} />}>{t('web.record.updateTime')}</List.Item>
      </List>
    </div>
  );
}
