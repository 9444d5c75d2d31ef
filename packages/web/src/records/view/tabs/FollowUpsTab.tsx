import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Empty from 'antd-mobile/es/components/empty/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import Steps from 'antd-mobile/es/components/steps/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { fieldOf, formatDateTime, type FileRef, type RecordRow } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { usePreferencesStore } from '../../../stores/preferences.ts';
import { FOLLOW_UPS, loadedDefinition } from '../../definitions.ts';
import type { EntityMeta } from '../../meta/entity-meta.ts';
import { followUpsQuery, useAddFollowUp } from '../../api/record-queries.ts';
import { ChoiceDisplay } from '../../fields/display/ChoiceDisplay.tsx';
import { ImagesDisplay } from '../../fields/display/ImagesDisplay.tsx';
import { FilesDisplay } from '../../fields/display/FilesDisplay.tsx';
import { ChoiceFieldInput } from '../../fields/input/ChoiceFieldInput.tsx';
import { DateFieldInput } from '../../fields/input/DateFieldInput.tsx';
import { ImagesInput } from '../../fields/input/ImagesFieldInput.tsx';
import { FilesInput } from '../../fields/input/FilesFieldInput.tsx';
import { RelationFieldInput } from '../../fields/input/RelationFieldInput.tsx';
import { fieldLabel, placeholderOf } from '../../fields/field-label.ts';
import { subjectScope } from '../../fields/relation-scope.ts';

/** The follow-ups' definition and the fields the form and the timeline show (loaded with the detail screen). */
function followUpFields() {
  const followUpDef = loadedDefinition(FOLLOW_UPS);
  return {
    followUpDef,
    typeField: fieldOf(followUpDef, 'type')!,
    nextField: fieldOf(followUpDef, 'nextContactTime')!,
    contactField: fieldOf(followUpDef, 'contactId')!,
    filesField: fieldOf(followUpDef, 'files')!,
  };
}

const refsOrNull = (value: unknown) => (Array.isArray(value) && value.length > 0 ? (value as FileRef[]) : null);

/** The small follow-up form: type, content, contact (the subject's own), next contact time, photos and files. */
export function FollowUpForm({ meta, id, onDone }: { meta: EntityMeta; id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { followUpDef, typeField, nextField, contactField, filesField } = followUpFields();
  const [values, setValues] = useState<Record<string, unknown>>({ type: typeField.defaultValue ?? null });
  const [error, setError] = useState('');
  const add = useAddFollowUp(meta, id);
  const set = (name: string) => (value: unknown, companions?: Record<string, unknown>) => setValues((v) => ({ ...v, [name]: value, ...(companions ?? {}) }));
  const common = { values, mode: 'add' as const, tableName: followUpDef.table };
  // Following up a customer: one of its contacts.
  const contactScope = subjectScope(contactField, meta.def.apiName, id);

  async function submit() {
    const content = String(values.content ?? '').trim();
    if (!content) {
      setError(t('web.record.followUp.contentRequired'));
      return;
    }
    try {
      await add.mutateAsync({
        type: (values.type as string | null) ?? null,
        content,
        nextContactTime: (values.nextContactTime as string | null) ?? null,
        contactId: (values.contactId as string | null) || null,
        images: refsOrNull(values.images),
        files: refsOrNull(values.files),
      });
      feedback.success(t('web.record.followUp.saved'));
      onDone();
    } catch {
      // Reported by the HTTP client; the text stays for another try.
    }
  }

  return (
    <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="followup-form">
      <strong>{t('web.record.followUp.title')}</strong>
      <div>
        <div style={{ color: 'var(--adm-color-weak)' }}>{fieldLabel(typeField, t)}</div>
        <ChoiceFieldInput {...common} field={typeField} value={values.type} onChange={set('type')} placeholder={placeholderOf(typeField, t)} />
      </div>
      <div>
        <TextArea
          data-testid="followup-content"
          aria-label={t('web.record.followUp.content')}
          placeholder={t('web.record.followUp.contentPlaceholder')}
          value={String(values.content ?? '')}
          onChange={(v) => {
            setError('');
            set('content')(v);
          }}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={2000}
        />
        {error && (
          <div role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 12 }}>
            {error}
          </div>
        )}
      </div>
      <div data-testid="followup-contact">
        <div style={{ color: 'var(--adm-color-weak)' }}>{fieldLabel(contactField, t)}</div>
        <RelationFieldInput
          {...common}
          field={contactField}
          value={values.contactId}
          onChange={set('contactId')}
          placeholder={placeholderOf(contactField, t)}
          filters={contactScope}
        />
      </div>
      <div>
        <div style={{ color: 'var(--adm-color-weak)' }}>{t('web.record.followUp.nextContactTime')}</div>
        <DateFieldInput
          {...common}
          field={nextField}
          value={values.nextContactTime}
          onChange={set('nextContactTime')}
          placeholder={placeholderOf(nextField, t)}
        />
      </div>
      <ImagesInput value={values.images} onChange={set('images')} label={t('web.record.followUp.images')} />
      <div data-testid="followup-files">
        <div style={{ color: 'var(--adm-color-weak)' }}>{fieldLabel(filesField, t)}</div>
        <FilesInput value={values.files} onChange={set('files')} maxCount={filesField.maxCount} />
      </div>
      <Button block color="primary" loading={add.isPending} onClick={() => void submit()} data-testid="followup-submit">
        {t('web.record.followUp.submit')}
      </Button>
    </div>
  );
}

/** The timeline of follow-up records, newest first, with the add form in a popup. */
export function FollowUpsTab({
  meta,
  record,
  formOpen,
  setFormOpen,
}: {
  meta: EntityMeta;
  record: RecordRow;
  formOpen: boolean;
  setFormOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { typeField, contactField } = followUpFields();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const { data: entries = [] } = useQuery(followUpsQuery(meta.def, record.id));
  return (
    <div style={{ padding: 12 }} data-testid="followup-timeline">
      <Button block size="small" color="primary" fill="outline" onClick={() => setFormOpen(true)} data-testid="followup-add">
        {t('web.record.followUp.title')}
      </Button>
      {entries.length === 0 ? (
        <Empty description={t('web.record.empty')} />
      ) : (
        <Steps direction="vertical">
          {entries.map((entry) => (
            <Steps.Step
              key={entry.id}
              status="process"
              title={
                <span data-testid="followup-entry">
                  <ChoiceDisplay field={typeField} value={entry.type} record={entry} />{' '}
                  <span style={{ color: 'var(--adm-color-weak)', fontSize: 12 }}>
                    {String(entry.createBy_dictText ?? entry.ownerId_dictText ?? '')} · {formatDateTime(entry.createTime, timeZone)}
                  </span>
                </span>
              }
              description={
                <div>
                  <div style={{ whiteSpace: 'pre-wrap', color: 'var(--adm-color-text)' }}>{String(entry.content ?? '')}</div>
                  {typeof entry.contactId_dictText === 'string' && entry.contactId_dictText && (
                    <div style={{ fontSize: 12 }} data-testid="followup-entry-contact">
                      {fieldLabel(contactField, t)}: {entry.contactId_dictText}
                    </div>
                  )}
                  <ImagesDisplay value={entry.images} />
                  <FilesDisplay value={entry.files} />
                  {typeof entry.nextContactTime === 'string' && entry.nextContactTime && (
                    <div style={{ fontSize: 12 }}>
                      {t('web.record.followUp.nextContactTime')}: {formatDateTime(entry.nextContactTime, timeZone)}
                    </div>
                  )}
                </div>
              }
            />
          ))}
        </Steps>
      )}
      <Popup visible={formOpen} onMaskClick={() => setFormOpen(false)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }} destroyOnClose>
        <FollowUpForm meta={meta} id={record.id} onDone={() => setFormOpen(false)} />
      </Popup>
    </div>
  );
}
