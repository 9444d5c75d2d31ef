import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from 'antd-mobile/es/components/checkbox/index.js';
import { RightOutline } from 'antd-mobile-icons';
import { tKey } from '../../lib/i18n.ts';
import { areaCodes, checkState, setApp, setArea, setButton, type AppNode, type AreaNode, type ButtonNode } from './permission-tree.ts';
import styles from './Roles.module.css';

/** A button's name: its label key, or the code's last part for a code nobody named. */
export function useButtonLabel(): (button: ButtonNode) => string {
  const { t } = useTranslation();
  return (button) => tKey(t, button.label || button.code, { defaultValue: button.code.split(':').pop() });
}

interface AppProps {
  app: AppNode;
  codes: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

function AppBranch({ app, codes, onChange }: AppProps) {
  const { t } = useTranslation();
  const labelOf = useButtonLabel();
  const title = tKey(t, app.title);
  const held = app.buttons.filter((button) => codes.has(button.code)).length;
  return (
    <div className={styles.app} data-testid={`tree-app-${app.name}`}>
      <div className={styles.appHead}>
        <Checkbox
          className={styles.check}
          checked={codes.has(app.listCode)}
          data-testid={`tree-code-${app.listCode}`}
          onChange={(on) => onChange(setApp(codes, app, on))}
        >
          {title}
        </Checkbox>
        {app.buttons.length > 0 && <span className={styles.count}>{t('web.roles.tree.count', { checked: held, total: app.buttons.length })}</span>}
      </div>
      {app.buttons.length > 0 && (
        <div className={styles.buttons} role="group" aria-label={title}>
          {app.buttons.map((button) => (
            <Checkbox
              key={button.code}
              className={styles.check}
              checked={codes.has(button.code)}
              data-testid={`tree-code-${button.code}`}
              onChange={(on) => onChange(setButton(codes, app, button.code, on))}
            >
              {labelOf(button)}
            </Checkbox>
          ))}
        </div>
      )}
    </div>
  );
}

interface AreaProps {
  area: AreaNode;
  codes: ReadonlySet<string>;
  open: boolean;
  onToggle: () => void;
  onChange: (next: Set<string>) => void;
}

function AreaBranch({ area, codes, open, onToggle, onChange }: AreaProps) {
  const { t } = useTranslation();
  const title = tKey(t, area.title);
  const state = checkState(codes, areaCodes(area));
  const shown = area.apps.filter((app) => codes.has(app.listCode)).length;
  const panel = `tree-panel-${area.code}`;
  return (
    <section className={styles.area} data-testid={`tree-area-${area.code}`} aria-label={title}>
      <div className={styles.areaHead}>
        <button
          type="button"
          className={styles.areaToggle}
          aria-expanded={open}
          aria-controls={panel}
          aria-label={t(open ? 'web.roles.tree.collapseArea' : 'web.roles.tree.expandArea', { area: title })}
          data-testid={`tree-toggle-${area.code}`}
          onClick={onToggle}
        >
          <RightOutline className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron} aria-hidden />
          <span>{title}</span>
          <span className={styles.count}>{t('web.roles.tree.count', { checked: shown, total: area.apps.length })}</span>
        </button>
        <Checkbox
          className={styles.check}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          aria-label={t('web.roles.tree.selectArea', { area: title })}
          data-testid={`tree-all-${area.code}`}
          onChange={(on) => onChange(setArea(codes, area, on))}
        >
          {t('web.roles.tree.selectAll')}
        </Checkbox>
      </div>
      {open && (
        <div id={panel}>
          {area.apps.map((app) => (
            <AppBranch key={app.name} app={app} codes={codes} onChange={onChange} />
          ))}
        </div>
      )}
    </section>
  );
}

export interface PermissionTreeProps {
  tree: readonly AreaNode[];
  codes: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/**
 * The menu and button permissions of a role as a tree: areas (collapsed at first, each with its
 * "select all"), their apps (checking one grants its list, which shows it), the apps' buttons
 * (checking one checks its app too).
 */
export function PermissionTree({ tree, codes, onChange }: PermissionTreeProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (code: string) =>
    setOpen((all) => {
      const next = new Set(all);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  return (
    <div data-testid="permission-tree">
      {tree.map((area) => (
        <AreaBranch key={area.code} area={area} codes={codes} open={open.has(area.code)} onToggle={() => toggle(area.code)} onChange={onChange} />
      ))}
    </div>
  );
}
