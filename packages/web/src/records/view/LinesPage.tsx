import { useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import type { FieldDef, RecordRow } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { backTarget, historyIndex } from '../../lib/route-handle.ts';
import { fieldErrorsOf, isConflict, recordDetailQuery, useEditRecord } from '../api/record-queries.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import { fieldLabel, placeholderOf } from '../fields/field-label.ts';
import { useEntityMeta, type EntityMeta, type EntitySource } from '../meta/entity-meta.ts';
import { recordViewUrl } from './record-links.ts';
import { ScreenLoading, ScreenMessage } from './ScreenState.tsx';
import styles from '../form/RecordForm.module.css';
import { recordTitle } from '../record-title.ts';

function LinesScreen({ meta, record, field }: { meta: EntityMeta; record: RecordRow; field: FieldDef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = useEditRecord(meta);
  const { def } = meta;
  const [rows, setRows] = useState<unknown>(() => record[field.name] ?? []);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const title = recordTitle(def, record);

  // Back to the detail screen it was opened from, or to the record's when the page was opened by its address.
  function back() {
    if (backTarget(historyIndex()) === -1) void navigate(-1);
    else void navigate(recordViewUrl(meta, record.id), { replace: true });
  }

  async function save() {
    // The rules (with zod) load at the first save, not with the page.
    const { checkForm } = await import('../fields/field-validation.ts');
    const check = checkForm([field], { [field.name]: rows }, 'edit', t);
    setIssues(check.errors);
    if (Object.keys(check.errors).length > 0) {
      feedback.toast(Object.values(check.errors)[0] ?? t('web.form.fixErrors'));
      return;
    }
    try {
      await edit.mutateAsync({ id: record.id, version: record.version, values: { [field.name]: check.values[field.name] } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setIssues(fields);
      // Changed by someone else since it was read: the rows stay, and the user is told.
      else if (isConflict(error)) feedback.toast(t('web.form.conflictTitle'));
      return;
    }
    feedback.success(t('web.form.saved'));
    back();
  }

  return (
    <div data-testid={`lines-page-${field.name}`}>
      <header style={{ padding: 12, background: 'var(--adm-color-background)', marginBottom: 8 }}>
        <div style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{tKey(t, def.label)}</div>
        <h2 data-testid="lines-page-title" style={{ margin: '2px 0 0', fontSize: 18 }}>
          {title}
        </h2>
      </header>
      <section className={styles.item} style={{ background: 'var(--adm-color-background)' }} aria-label={fieldLabel(field, t)}>
        <div className={styles.label}>{fieldLabel(field, t)}</div>
        <FieldInput
          field={field}
          value={rows}
          values={{ ...record, [field.name]: rows }}
          onChange={(value) => setRows(value)}
          mode="edit"
          tableName={def.table}
          placeholder={placeholderOf(field, t)}
          entity={def}
          issues={issues}
          onIssues={(update) => setIssues((current) => update(current))}
        />
      </section>
      <div style={{ display: 'flex', gap: 8, padding: 12 }}>
        <Button block style={{ flex: 1 }} onClick={back} data-testid="lines-page-cancel">
          {t('web.common.cancel')}
        </Button>
        <Button block style={{ flex: 2 }} color="primary" loading={edit.isPending} onClick={() => void save()} data-testid="lines-page-save">
          {t('web.common.save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The page of one lines field of a record (`<path>?id=`: an opportunity's products, its
 * competitors), for any object: the record's title, its rows to add, change and remove as its
 * form holds them, and a save that edits the record with those rows alone, at the version read.
 * A record the user may not edit says so instead.
 */
function LinesPage({ source, fieldName }: { source: EntitySource; fieldName: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { meta, isLoading, error } = useEntityMeta(source);
  const detail = useQuery({
    ...recordDetailQuery(meta ?? ({ sourceKey: '', paths: { queryById: '' }, params: {} } as unknown as EntityMeta), id),
    enabled: Boolean(meta && id),
  });
  const field = meta?.def.fields.find((f) => f.name === fieldName && f.type === 'lines');
  if (error || detail.error || !id) return <ScreenMessage />;
  if (isLoading || !meta || !detail.data) return <ScreenLoading />;
  if (!field || detail.data._access?.canEdit !== true) return <ScreenMessage text={t('web.lines.pageReadOnly')} />;
  return <LinesScreen meta={meta} record={detail.data} field={field} />;
}

/** The page of `apiName`'s lines field `fieldName`, for an object's web folder to list among its screens. */
export function linesPageOf(apiName: string, fieldName: string): ComponentType {
  const source: EntitySource = { kind: 'entity', apiName };
  return function ObjectLinesPage() {
    return <LinesPage source={source} fieldName={fieldName} />;
  };
}
