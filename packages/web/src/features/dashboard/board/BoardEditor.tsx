import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Checkbox from 'antd-mobile/es/components/checkbox/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import { BOARD_NAME_MAX, BOARD_WIDGETS, type Board, type BoardWidget } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { refusalOf } from '../../../lib/http.ts';
import { rolesQuery } from '../../../lib/shared-queries.ts';
import { useDeleteBoard, useSaveBoard } from './api/board.ts';
import { boardName } from './board-name.ts';
import styles from './Board.module.css';

const TOUCH = { minHeight: 44 } as const;

/** The widgets in the board's order, then the ones it does not show, in the catalogue's. */
const arranged = (shown: readonly BoardWidget[]) => [...shown, ...BOARD_WIDGETS.filter((widget) => !shown.includes(widget))];

/**
 * Who sees a board besides its creator (administrators only): everyone, or the holders of the
 * chosen roles. The tenant's roles are asked for only when this part shows.
 */
function RolesChoice({ roleIds, onChange }: { roleIds: string[] | null; onChange(roleIds: string[] | null): void }) {
  const { t } = useTranslation();
  const roles = useQuery(rolesQuery());
  return (
    <fieldset className={styles.fieldset} data-testid="board-roles">
      <legend>{t('web.board.editor.audience')}</legend>
      <Checkbox style={TOUCH} checked={roleIds === null} onChange={(everyone) => onChange(everyone ? null : [])} data-testid="board-everyone">
        {t('web.board.editor.everyone')}
      </Checkbox>
      {roleIds !== null && (
        <Checkbox.Group value={roleIds} onChange={(value) => onChange(value.map(String))}>
          {roles.data?.records.map((role) => (
            <Checkbox key={role.id} value={role.id} style={TOUCH} className={styles.check}>
              {role.roleName}
            </Checkbox>
          ))}
        </Checkbox.Group>
      )}
      {roleIds !== null && <p className={styles.muted}>{t(roleIds.length === 0 ? 'web.board.editor.onlyMe' : 'web.board.editor.andMe')}</p>}
    </fieldset>
  );
}

/**
 * A sheet to add a board or change one: its name, which widgets it shows and in what order (up
 * and down), and, for an administrator, who sees it. The default board is renamed and
 * re-arranged like any other but not deleted. The server's refusal is said in the sheet; what
 * was entered stays.
 */
export function BoardEditor({
  board,
  admin,
  onClose,
  onSaved,
}: {
  /** The board to change; none to add one. */
  board: Board | null;
  admin: boolean;
  onClose(): void;
  onSaved(board: Board | null): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(board ? boardName(board, t) : '');
  const [widgets, setWidgets] = useState<BoardWidget[]>(board ? board.widgets : [...BOARD_WIDGETS]);
  const [roleIds, setRoleIds] = useState<string[] | null>(board ? board.roleIds : []);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveBoard();
  const remove = useDeleteBoard();
  const title = board ? t('web.board.editor.edit') : t('web.board.editor.add');

  const move = (widget: BoardWidget, by: -1 | 1) => {
    const at = widgets.indexOf(widget);
    const next = [...widgets];
    next.splice(at, 1);
    next.splice(at + by, 0, widget);
    setWidgets(next);
  };
  const toggle = (widget: BoardWidget, shown: boolean) => setWidgets(shown ? [...widgets, widget] : widgets.filter((each) => each !== widget));

  const submit = () => {
    if (!name.trim()) return setRefusal(t('web.board.editor.nameRequired'));
    if (widgets.length === 0) return setRefusal(t('web.board.editor.widgetsRequired'));
    // The default board's name is a text of ours until someone names it otherwise.
    const unchangedDefault = board?.isDefault && name.trim() === boardName(board, t);
    save.mutate(
      { ...(board ? { id: board.id } : {}), name: unchangedDefault ? board.name : name.trim(), widgets, ...(admin ? { roleIds } : {}) },
      {
        onSuccess: (saved) => {
          feedback.success(t('web.board.editor.saved'));
          onSaved(saved);
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };
  const confirmDelete = async () => {
    if (!board || !(await feedback.confirm({ content: t('web.board.editor.deleteConfirm', { name: boardName(board, t) }) }))) return;
    remove.mutate(board.id, {
      onSuccess: () => {
        feedback.success(t('web.board.editor.deleted'));
        onSaved(null);
      },
      onError: (error) => setRefusal(refusalOf(error)),
    });
  };

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '85vh', overflowY: 'auto' }}>
      <section aria-label={title} className={styles.editor} data-testid="board-editor">
        <h2 className={styles.editorTitle}>{title}</h2>
        <label className={styles.field}>
          <span>{t('web.board.editor.name')}</span>
          <Input value={name} maxLength={BOARD_NAME_MAX} onChange={setName} clearable style={TOUCH} data-testid="board-name" />
        </label>
        <fieldset className={styles.fieldset}>
          <legend>{t('web.board.editor.widgets')}</legend>
          <ul className={styles.rows}>
            {arranged(widgets).map((widget) => {
              const at = widgets.indexOf(widget);
              const label = t(`web.board.widget.${widget}`);
              return (
                <li key={widget} className={styles.widgetRow} data-testid="board-editor-widget" data-widget={widget}>
                  <Checkbox checked={at >= 0} onChange={(shown) => toggle(widget, shown)} style={TOUCH} className={styles.check}>
                    {label}
                  </Checkbox>
                  {at >= 0 && (
                    <span className={styles.arrows}>
                      <button
                        type="button"
                        className={styles.arrow}
                        disabled={at === 0}
                        aria-label={t('web.board.editor.up', { widget: label })}
                        onClick={() => move(widget, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={styles.arrow}
                        disabled={at === widgets.length - 1}
                        aria-label={t('web.board.editor.down', { widget: label })}
                        onClick={() => move(widget, 1)}
                      >
                        ↓
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
        {admin && <RolesChoice roleIds={roleIds} onChange={setRoleIds} />}
        {refusal && (
          <p role="alert" className={styles.refusal} data-testid="board-refusal">
            {refusal}
          </p>
        )}
        <div className={styles.buttons}>
          <Button block color="primary" style={TOUCH} loading={save.isPending} onClick={submit} data-testid="board-save">
            {t('web.common.save')}
          </Button>
          {board?.editable && !board.isDefault && (
            <Button
              block
              color="danger"
              fill="outline"
              style={TOUCH}
              loading={remove.isPending}
              onClick={() => void confirmDelete()}
              data-testid="board-delete"
            >
              {t('web.board.editor.delete')}
            </Button>
          )}
          <Button block style={TOUCH} onClick={onClose}>
            {t('web.common.cancel')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
