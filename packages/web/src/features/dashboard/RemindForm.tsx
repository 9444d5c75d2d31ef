import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import DatePicker from 'antd-mobile/es/components/date-picker/index.js';
import Form from 'antd-mobile/es/components/form/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { formatDateTime } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { fromWallClock, toWallClock } from '../../records/fields/zoned-time.ts';
import { useAddRemind } from './api/reminds.ts';

/** The server's limits (POST /crm/crmRemind/add). */
const TITLE_MAX = 100;
const NOTE_MAX = 500;
const TOUCH = { minHeight: 44 } as const;

/** A sheet to write a to-do of one's own: what, by when (optional), a note. */
export function RemindForm({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [dueTime, setDueTime] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = useAddRemind();

  const reset = () => {
    setTitle('');
    setNote('');
    setDueTime(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = () => {
    if (!title.trim()) {
      setError(t('web.remind.titleRequired'));
      return;
    }
    add.mutate(
      { title: title.trim(), dueTime, note: note.trim() || null },
      {
        onSuccess: () => {
          feedback.success(t('web.remind.added'));
          close();
        },
      },
    );
  };

  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} bodyStyle={{ borderRadius: '12px 12px 0 0', paddingBottom: 16 }} destroyOnClose>
      <section aria-label={t('web.remind.add')} data-testid="remind-form">
        <h2 style={{ fontSize: 17, margin: 0, padding: '16px 16px 0', fontWeight: 600 }}>{t('web.remind.add')}</h2>
        <Form layout="vertical">
          <Form.Item
            label={t('web.remind.titleLabel')}
            required
            description={error ? <span style={{ color: 'var(--adm-color-danger)' }}>{error}</span> : undefined}
          >
            <Input
              value={title}
              maxLength={TITLE_MAX}
              placeholder={t('web.remind.titlePlaceholder')}
              aria-label={t('web.remind.titleLabel')}
              onChange={(value) => {
                setTitle(value);
                if (value.trim()) setError(null);
              }}
            />
          </Form.Item>
          <Form.Item label={t('web.remind.dueTime')} onClick={() => setPicking(true)} arrow style={TOUCH}>
            <span style={{ color: dueTime ? undefined : 'var(--adm-color-light)' }}>
              {dueTime ? formatDateTime(dueTime, timeZone) : t('web.remind.dueTimePlaceholder')}
            </span>
          </Form.Item>
          <Form.Item label={t('web.remind.note')}>
            <TextArea
              value={note}
              maxLength={NOTE_MAX}
              rows={3}
              placeholder={t('web.remind.notePlaceholder')}
              aria-label={t('web.remind.note')}
              onChange={setNote}
            />
          </Form.Item>
        </Form>
        <div style={{ display: 'flex', gap: 12, padding: '0 16px' }}>
          <Button block style={TOUCH} onClick={close}>
            {t('web.common.cancel')}
          </Button>
          <Button block color="primary" style={TOUCH} loading={add.isPending} onClick={submit}>
            {t('web.common.save')}
          </Button>
        </div>
        <DatePicker
          visible={picking}
          onClose={() => setPicking(false)}
          precision="minute"
          value={toWallClock(dueTime, timeZone) ?? new Date()}
          min={toWallClock(new Date().toISOString(), timeZone) ?? new Date()}
          max={new Date(2100, 11, 31)}
          title={t('web.remind.dueTime')}
          confirmText={t('web.common.confirm')}
          cancelText={t('web.common.cancel')}
          onConfirm={(date) => setDueTime(fromWallClock(date, timeZone))}
        />
      </section>
    </Popup>
  );
}
