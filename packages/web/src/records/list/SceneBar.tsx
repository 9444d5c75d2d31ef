import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionSheet from 'antd-mobile/es/components/action-sheet/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import Tabs from 'antd-mobile/es/components/tabs/index.js';
import { MoreOutline } from 'antd-mobile-icons';
import { SCENE_VISIBILITY, type Scene, type SceneCondition } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { useSceneMutations } from '../api/list-queries.ts';
import styles from './RecordList.module.css';

export interface SceneBarProps {
  tableName: string;
  scenes: readonly Scene[];
  activeKey: string | undefined;
  onChange: (scene: Scene) => void;
  /** The filters in force: what "save as scene" stores. */
  conditions: readonly SceneCondition[];
  userId: string | undefined;
}

type FormMode = { mode: 'create' } | { mode: 'rename'; scene: Scene };

const VISIBILITIES = [
  { value: SCENE_VISIBILITY.public, label: 'web.scene.public' },
  { value: SCENE_VISIBILITY.department, label: 'web.scene.department' },
  { value: SCENE_VISIBILITY.private, label: 'web.scene.private' },
] as const;

/** A preset scene's name is an i18n key; a saved one's is the user's text. */
export function sceneName(t: Parameters<typeof tKey>[0], scene: Scene): string {
  return scene.preset ? tKey(t, scene.name) : scene.name;
}

function SceneForm({ form, onClose, onSubmit, busy }: { form: FormMode; onClose: () => void; onSubmit: (name: string, visibility: string) => void; busy: boolean }) {
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

/** Scene tabs (preset and saved scenes) with save-as, rename and delete of one's own scenes. */
export function SceneBar({ tableName, scenes, activeKey, onChange, conditions, userId }: SceneBarProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [form, setForm] = useState<FormMode | null>(null);
  const mutations = useSceneMutations(tableName);
  const active = scenes.find((s) => s.id === activeKey) ?? scenes[0];
  const own = active && !active.preset && active.ownerId === userId ? active : undefined;

  const startCreate = () => {
    setMenuOpen(false);
    if (conditions.length === 0) {
      feedback.toast(t('web.scene.filtersEmpty'));
      return;
    }
    setForm({ mode: 'create' });
  };

  const submit = (name: string, visibility: string) => {
    if (!form) return;
    if (form.mode === 'create') {
      mutations.create.mutate(
        { name, tableName, visibility, conditions: [...conditions] },
        {
          onSuccess: (scene) => {
            setForm(null);
            feedback.success(t('web.scene.saved'));
            if (scene?.id) onChange(scene);
          },
        },
      );
    } else {
      const { scene } = form;
      mutations.rename.mutate(
        { id: scene.id, name, visibility, conditions: scene.conditions },
        {
          onSuccess: () => {
            setForm(null);
            feedback.success(t('web.scene.renamed'));
          },
        },
      );
    }
  };

  const remove = async (scene: Scene) => {
    setMenuOpen(false);
    if (!(await feedback.confirm({ content: t('web.scene.deleteConfirm', { name: scene.name }) }))) return;
    mutations.remove.mutate(scene.id, {
      onSuccess: () => {
        feedback.success(t('web.scene.deleted'));
        const first = scenes.find((s) => s.id !== scene.id);
        if (first) onChange(first);
      },
    });
  };

  return (
    <div className={styles.sceneRow}>
      <Tabs activeKey={active?.id ?? null} onChange={(key) => { const scene = scenes.find((s) => s.id === key); if (scene) onChange(scene); }}>
        {scenes.map((scene) => (
          <Tabs.Tab
            key={scene.id}
            title={
              <span data-testid="scene-tab" data-key={scene.id}>
                {sceneName(t, scene)}
              </span>
            }
          />
        ))}
      </Tabs>
      <button type="button" className={styles.iconButton} data-testid="scene-manage" aria-label={t('web.scene.manage')} onClick={() => setMenuOpen(true)}>
        <MoreOutline />
      </button>
      <ActionSheet
        visible={menuOpen}
        onClose={() => setMenuOpen(false)}
        cancelText={t('web.common.cancel')}
        actions={[
          { key: 'save', text: <span data-testid="scene-save">{t('web.scene.save')}</span>, onClick: startCreate },
          ...(own
            ? [
                {
                  key: 'rename',
                  text: <span data-testid="scene-rename">{t('web.scene.rename')}</span>,
                  onClick: () => {
                    setMenuOpen(false);
                    setForm({ mode: 'rename', scene: own });
                  },
                },
                { key: 'delete', danger: true, text: <span data-testid="scene-delete">{t('web.scene.delete')}</span>, onClick: () => void remove(own) },
              ]
            : []),
        ]}
      />
      <Popup visible={form !== null} onMaskClick={() => setForm(null)} destroyOnClose bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        {form && (
          <SceneForm
            key={form.mode === 'rename' ? form.scene.id : 'create'}
            form={form}
            busy={mutations.create.isPending || mutations.rename.isPending}
            onClose={() => setForm(null)}
            onSubmit={submit}
          />
        )}
      </Popup>
    </div>
  );
}
