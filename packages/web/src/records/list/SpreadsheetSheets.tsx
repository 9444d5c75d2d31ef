import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button/index.js';
import Checkbox from 'antd-mobile/es/components/checkbox/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import { isSpreadsheetField, MAX_FILE_BYTES, type ImportResult } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { http, HttpError } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { recordKeys } from '../api/keys.ts';
import { exportRecords, type ListCriteria } from '../api/list-queries.ts';
import { fieldLabel } from '../fields/field-label.ts';
import type { EntityMeta } from '../meta/entity-meta.ts';
import styles from './RecordList.module.css';

type ExportScope = 'filtered' | 'all';

/**
 * Export: the user chooses what to export (the list as filtered, or everything they may see) and
 * which fields; the spec's message when either is missing. The server applies the data scope.
 */
export function ExportSheet({ meta, criteria, fileName, onClose }: { meta: EntityMeta; criteria: ListCriteria; fileName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const fields = meta.def.fields.filter(isSpreadsheetField);
  const [scope, setScope] = useState<ExportScope[]>(['filtered']);
  // `null`: every field, however many the object has by the time the user exports (its custom
  // fields may arrive after the sheet opened).
  const [chosen, setChosen] = useState<string[] | null>(null);
  const picked = chosen ?? fields.map((f) => f.name);
  const [message, setMessage] = useState('');

  const submit = () => {
    if (scope.length === 0 || picked.length === 0) {
      setMessage(t('web.list.exportRequired'));
      return;
    }
    const wanted = scope[0] === 'all' ? {} : criteria;
    feedback.toast(t('web.list.exportStarted'));
    // Fields in the object's order, whatever order they were ticked in.
    const ordered = fields.map((f) => f.name).filter((name) => picked.includes(name));
    void exportRecords(meta, wanted, fileName, ordered);
    onClose();
  };

  return (
    <div className={styles.sheet} data-testid="export-sheet">
      <div className={styles.sheetBody}>
        <section className={styles.sheetSection}>
          <div className={styles.sheetLabel}>{t('web.list.exportScope')}</div>
          <Selector
            options={[
              { value: 'filtered', label: t('web.list.exportScopeFiltered') },
              { value: 'all', label: t('web.list.exportScopeAll') },
            ]}
            value={scope}
            onChange={(values) => {
              setScope(values as ExportScope[]);
              setMessage('');
            }}
          />
        </section>
        <section className={styles.sheetSection}>
          <div className={styles.sheetLabel}>
            {t('web.list.exportFields')}{' '}
            <Checkbox
              data-testid="export-all-fields"
              checked={picked.length === fields.length}
              indeterminate={picked.length > 0 && picked.length < fields.length}
              onChange={(all) => {
                setChosen(all ? null : []);
                setMessage('');
              }}
            >
              {t('web.list.exportAllFields')}
            </Checkbox>
          </div>
          <Checkbox.Group
            value={picked}
            onChange={(values) => {
              setChosen(values as string[]);
              setMessage('');
            }}
          >
            {fields.map((field) => (
              <Checkbox key={field.name} value={field.name} style={{ display: 'flex', padding: '6px 0' }} data-testid={`export-field-${field.name}`}>
                {fieldLabel(field, t)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </section>
      </div>
      {message && (
        <div className={styles.message} role="alert">
          {message}
        </div>
      )}
      <div className={styles.sheetFoot}>
        <Button onClick={onClose}>{t('web.common.cancel')}</Button>
        <Button color="primary" data-testid="export-submit" onClick={submit}>
          {t('web.list.export')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Import: an .xlsx file whose header row names the fields (in any of the three languages); the
 * server checks each row like an add and answers which rows it refused and why.
 */
export function ImportSheet({ meta, onClose }: { meta: EntityMeta; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  const submit = async () => {
    if (!file || !meta.paths.importExcel) {
      setMessage(t('web.list.importFileRequired'));
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setMessage(t('web.field.fileTooLarge', { mb: MAX_FILE_BYTES / 1024 / 1024 }));
      return;
    }
    setBusy(true);
    try {
      const answer = await http.upload<ImportResult>(meta.paths.importExcel, file, file.name, { silent: true }).then(resultOf);
      setResult(answer);
      if (answer.imported > 0) await queryClient.invalidateQueries({ queryKey: recordKeys.object(meta.sourceKey) });
    } catch (error) {
      setMessage(error instanceof HttpError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.sheet} data-testid="import-sheet">
      <div className={styles.sheetBody}>
        <section className={styles.sheetSection}>
          <div className={styles.sheetLabel}>{t('web.list.importTitle')}</div>
          <p className={styles.hint}>{t('web.list.importHint')}</p>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="import-file"
            hidden
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMessage('');
              setResult(null);
            }}
          />
          <Button block fill="outline" onClick={() => input.current?.click()}>
            {file ? file.name : t('web.list.importChoose')}
          </Button>
        </section>
        {result && (
          <section className={styles.sheetSection} data-testid="import-result">
            <div className={styles.sheetLabel}>{t('web.list.importDone', { imported: result.imported, failed: result.failed })}</div>
            {result.errors.map((error) => (
              <div key={error.row} className={styles.hint}>
                {t('web.list.importRowError', { row: error.row, message: error.message })}
              </div>
            ))}
          </section>
        )}
      </div>
      {message && (
        <div className={styles.message} role="alert">
          {message}
        </div>
      )}
      <div className={styles.sheetFoot}>
        <Button onClick={onClose}>{t('web.common.cancel')}</Button>
        <Button color="primary" loading={busy} data-testid="import-submit" onClick={() => void submit()}>
          {t('web.list.importSubmit')}
        </Button>
      </div>
    </div>
  );
}

/** Both sheets in popups, loaded when the list's "more" menu first opens one. */
export function SpreadsheetSheets({
  open,
  meta,
  criteria,
  fileName,
  onClose,
}: {
  open: 'export' | 'import' | null;
  meta: EntityMeta;
  criteria: ListCriteria;
  fileName: string;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={open !== null}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8, maxHeight: '80vh', overflowY: 'auto' }}
    >
      {open === 'export' && <ExportSheet meta={meta} criteria={criteria} fileName={fileName} onClose={onClose} />}
      {open === 'import' && <ImportSheet meta={meta} onClose={onClose} />}
    </Popup>
  );
}
