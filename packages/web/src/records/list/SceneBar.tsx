import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreOutline } from 'antd-mobile-icons';
import type { Scene, SceneCondition } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { useSceneMutations } from '../api/list-queries.ts';
import type { SceneFormMode } from './SceneSheets.tsx';
import styles from './RecordList.module.css';

const SceneSheets = lazy(() => import('./SceneSheets.tsx').then((m) => ({ default: m.SceneSheets })));

export interface SceneBarProps {
  tableName: string;
  scenes: readonly Scene[];
  activeKey: string | undefined;
  onChange: (scene: Scene) => void;
  /** The filters in force: what "save as scene" stores. */
  conditions: readonly SceneCondition[];
  userId: string | undefined;
}

/** A preset scene's name is an i18n key; a saved one's is the user's text. */
export function sceneName(t: Parameters<typeof tKey>[0], scene: Scene): string {
  return scene.preset ? tKey(t, scene.name) : scene.name;
}

/** Scene tabs (preset and saved scenes) with save-as, rename and delete of one's own scenes. */
export function SceneBar({ tableName, scenes, activeKey, onChange, conditions, userId }: SceneBarProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [form, setForm] = useState<SceneFormMode | null>(null);
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

  const sheetsWanted = useOpenedOnce(menuOpen || form !== null);

  return (
    <div className={styles.sceneRow}>
      <div className={styles.sceneTabs} role="tablist">
        {scenes.map((scene) => {
          const selected = scene.id === active?.id;
          return (
            <button
              key={scene.id}
              type="button"
              role="tab"
              aria-selected={selected}
              className={`${styles.sceneTab} ${selected ? styles.sceneTabActive : ''}`}
              onClick={() => onChange(scene)}
            >
              <span data-testid="scene-tab" data-key={scene.id}>
                {sceneName(t, scene)}
              </span>
            </button>
          );
        })}
      </div>
      <button type="button" className={styles.iconButton} data-testid="scene-manage" aria-label={t('web.scene.manage')} onClick={() => setMenuOpen(true)}>
        <MoreOutline />
      </button>
      {sheetsWanted && (
        <Suspense fallback={null}>
          <SceneSheets
            menuOpen={menuOpen}
            onMenuClose={() => setMenuOpen(false)}
            own={own}
            onSave={startCreate}
            onRename={(scene) => {
              setMenuOpen(false);
              setForm({ mode: 'rename', scene });
            }}
            onDelete={(scene) => void remove(scene)}
            form={form}
            onFormClose={() => setForm(null)}
            onSubmit={submit}
            busy={mutations.create.isPending || mutations.rename.isPending}
          />
        </Suspense>
      )}
    </div>
  );
}
