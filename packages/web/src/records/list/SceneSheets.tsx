import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionSheet from 'antd-mobile/es/components/action-sheet/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import { SCENE_VISIBILITY, type Scene } from '@crm/domain';
import styles from './RecordList.module.css';

export type SceneFormMode = { mode: 'create' } | { mode: 'rename'; scene: Scene };

const VISIBILITIES = [
  { value: SCENE_VISIBILITY.public, label: 'web.scene.public' },
  { value: SCENE_VISIBILITY.department, label: 'web.scene.department' },
  { value: SCENE_VISIBILITY.private, label: 'web.scene.private' },
] as const;

function SceneForm({
  form,
  onClose,
  onSubmit,
  busy,
}: {
  form: SceneFormMode;
  onClose: () => void;
  onSubmit: (name: string, visibility: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(form.mode === 'rename' ? form.scene.name : '');
  const [visibility, setVisibility] = useState<string>(form.mode === 'rename' ? form.scene.visibility : SCENE_VISIBILITY.private);
  const [message, setMessage] = useState('');
  const submit = () => {
    if (!name.trim()) {
      setMessage(t('web.scene.nameRequired'));
      return;
    }
    onSubmit(name.trim(), visibility);
  };
  return (
    <div className={styles.sheet} data-testid="scene-form">
      <div className={styles.sheetBody}>
        <section className={styles.sheetSection}>
          <div className={styles.sheetLabel}>{t('web.scene.name')}</div>
          <Input
            data-testid="scene-name"
            aria-label={t('web.scene.name')}
            placeholder={t('web.scene.namePlaceholder')}
            maxLength={50}
            value={name}
            onChange={(v) => {
              setName(v);
              setMessage('');
            }}
            clearable
          />
        </section>
        <section className={styles.sheetSection}>
          <div className={styles.sheetLabel}>{t('web.scene.visibility')}</div>
          <Selector
            options={VISIBILITIES.map((v) => ({ value: v.value, label: t(v.label) }))}
            value={[visibility]}
            onChange={(values) => values[0] && setVisibility(values[0])}
          />
        </section>
      </div>
      {message && (
        <div className={styles.message} role="alert">
          {message}
        </div>
      )}
      <div className={styles.sheetFoot}>
        <Button onClick={onClose}>{t('web.common.cancel')}</Button>
        <Button color="primary" loading={busy} data-testid="scene-save-confirm" onClick={submit}>
          {t('web.common.save')}
        </Button>
      </div>
    </div>
  );
}

export interface SceneSheetsProps {
  menuOpen: boolean;
  onMenuClose: () => void;
  /** The user's own scene in view: it can be renamed and deleted. */
  own: Scene | undefined;
  onSave: () => void;
  onRename: (scene: Scene) => void;
  onDelete: (scene: Scene) => void;
  form: SceneFormMode | null;
  onFormClose: () => void;
  onSubmit: (name: string, visibility: string) => void;
  busy: boolean;
}

/** The scene menu and the save/rename form: loaded when first opened. */
export function SceneSheets({ menuOpen, onMenuClose, own, onSave, onRename, onDelete, form, onFormClose, onSubmit, busy }: SceneSheetsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ActionSheet
        visible={menuOpen}
        onClose={onMenuClose}
        cancelText={t('web.common.cancel')}
        actions={[
          { key: 'save', text: <span data-testid="scene-save">{t('web.scene.save')}</span>, onClick: onSave },
          ...(own
            ? [
                { key: 'rename', text: <span data-testid="scene-rename">{t('web.scene.rename')}</span>, onClick: () => onRename(own) },
                { key: 'delete', danger: true, text: <span data-testid="scene-delete">{t('web.scene.delete')}</span>, onClick: () => onDelete(own) },
              ]
            : []),
        ]}
      />
      <Popup visible={form !== null} onMaskClick={onFormClose} destroyOnClose bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        {form && <SceneForm key={form.mode === 'rename' ? form.scene.id : 'create'} form={form} busy={busy} onClose={onFormClose} onSubmit={onSubmit} />}
      </Popup>
    </>
  );
}
