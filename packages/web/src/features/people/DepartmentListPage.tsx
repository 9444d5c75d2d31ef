import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ActionSheet, { type Action } from 'antd-mobile/es/components/action-sheet/index.js';
import Button from 'antd-mobile/es/components/button/index.js';
import { CloseOutline, DownOutline, RightOutline } from 'antd-mobile-icons';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { feedback } from '../../lib/feedback.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { findMenuRoute } from '../../lib/menu.ts';
import { usePermission } from '../../lib/permission.tsx';
import { useSessionStore } from '../../stores/session.ts';
import { ScreenLoading } from '../../records/view/ScreenState.tsx';
import { departmentTreeQuery, useDeleteDepartment, useSaveDepartment, type Department } from './api/departments.ts';
import { departmentAndBelow, isCompany } from './department-tree.ts';
import { DEPARTMENT_FORM_PATH, departmentAddPath, departmentEditPath, departmentMembersPath, EMPLOYEE_LIST_PATH } from './paths.ts';
import styles from './People.module.css';

const DepartmentPicker = lazy(() => import('./DepartmentPicker.tsx').then((m) => ({ default: m.DepartmentPicker })));
const PersonPicker = lazy(() => import('./PersonPicker.tsx').then((m) => ({ default: m.PersonPicker })));

/** Indentation per level of the tree: deep trees still leave the name most of a 375 px screen. */
const INDENT = 16;

interface NodeRowProps {
  node: Department;
  depth: number;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpen?: (node: Department) => void;
}

function NodeRow({ node, depth, expanded, onToggle, onOpen }: NodeRowProps) {
  const { t } = useTranslation();
  const children = node.children ?? [];
  const open = expanded.has(node.id);
  const line = [
    node.leaderId !== undefined ? (node.leaderName ? t('web.people.depart.leader', { name: node.leaderName }) : t('web.people.depart.noLeader')) : null,
    node.memberCount !== undefined ? t('web.people.depart.members', { count: node.memberCount }) : null,
  ].filter(Boolean);
  return (
    <>
      <div
        className={styles.treeRow}
        role="treeitem"
        aria-expanded={children.length > 0 ? open : undefined}
        aria-level={depth + 1}
        data-testid={`depart-node-${node.id}`}
      >
        <span style={{ width: depth * INDENT, flex: 'none' }} aria-hidden />
        {children.length > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            data-testid={`depart-toggle-${node.id}`}
            aria-label={t(open ? 'web.people.depart.collapse' : 'web.people.depart.expand', { name: node.name })}
            onClick={() => onToggle(node.id)}
          >
            {open ? <DownOutline /> : <RightOutline />}
          </button>
        ) : (
          <span className={styles.togglePlaceholder} aria-hidden />
        )}
        <button type="button" className={styles.node} data-testid={`depart-open-${node.id}`} disabled={!onOpen} onClick={() => onOpen?.(node)}>
          <span className={styles.nodeName}>{node.name}</span>
          {line.length > 0 && (
            <span className={styles.nodeLine} data-testid={`depart-line-${node.id}`}>
              {line.join(' · ')}
            </span>
          )}
        </button>
      </div>
      {open && children.map((child) => <NodeRow key={child.id} node={child} depth={depth + 1} expanded={expanded} onToggle={onToggle} onOpen={onOpen} />)}
    </>
  );
}

type Acting = { kind: 'actions' | 'move' | 'leader'; node: Department } | null;

/**
 * /sys/sysDepartList ('page:sysDepartList' of the menu catalogue): the organisation tree, each
 * department with its head and head count. A tap on a department offers its people, a new
 * department under it, a new name, a new place, a new head, or its removal (which the server
 * refuses while people or departments remain under it: the reason stays on screen).
 */
export function DepartmentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const menu = useSessionStore((s) => s.permissionList);
  const membersOpen = Boolean(findMenuRoute(menu, EMPLOYEE_LIST_PATH));
  const tree = useQuery(departmentTreeQuery());
  const [toggled, setToggled] = useState<ReadonlySet<string> | null>(null);
  const [acting, setActing] = useState<Acting>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sheetWanted = useOpenedOnce(acting?.kind === 'actions');
  const moveWanted = useOpenedOnce(acting?.kind === 'move');
  const leaderWanted = useOpenedOnce(acting?.kind === 'leader');
  const save = useSaveDepartment();
  const remove = useDeleteDepartment();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  // The companies open at first; the administrator opens the rest.
  const expanded = toggled ?? new Set(nodes.map((node) => node.id));
  const canAdd = can('sys:depart:add');
  const canEdit = can('sys:depart:edit');
  const canDelete = can('sys:depart:delete');
  const anyAction = membersOpen || canAdd || canEdit || canDelete;

  function toggle(id: string) {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setToggled(next);
  }

  /** A rename, move or new head: the department as it is, with the change. The head is sent only when the tree says who it is. */
  async function edit(node: Department, patch: { parentId?: string | null; leaderId?: string | null }, done: string) {
    try {
      await save.mutateAsync({
        id: node.id,
        name: node.name,
        parentId: node.parentId,
        ...(node.leaderId !== undefined && { leaderId: node.leaderId }),
        ...patch,
      });
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : t('web.http.unknownError'));
      return;
    }
    setRefusal(null);
    feedback.success(done);
  }

  async function drop(node: Department) {
    const agreed = await feedback.confirm({ title: t('web.people.depart.delete'), content: t('web.people.depart.deleteConfirm', { name: node.name }) });
    if (!agreed) return;
    try {
      await remove.mutateAsync(node.id);
    } catch (failure) {
      setRefusal(t('web.people.depart.refused', { name: node.name, message: failure instanceof Error ? failure.message : t('web.http.unknownError') }));
      return;
    }
    setRefusal(null);
    feedback.success(t('web.people.depart.deleted'));
  }

  function actionsOf(node: Department): Action[] {
    const actions: (Action | false)[] = [
      membersOpen && { key: 'members', text: t('web.people.depart.viewMembers'), onClick: () => void navigate(departmentMembersPath(node.id)) },
      canAdd && { key: 'addChild', text: t('web.people.depart.addChild'), onClick: () => void navigate(departmentAddPath(node.id)) },
      canEdit && { key: 'rename', text: t('web.people.depart.rename'), onClick: () => void navigate(departmentEditPath(node.id)) },
      canEdit && !isCompany(node) && { key: 'move', text: t('web.people.depart.move'), onClick: () => setActing({ kind: 'move', node }) },
      canEdit && { key: 'leader', text: t('web.people.depart.setLeader'), onClick: () => setActing({ kind: 'leader', node }) },
      canDelete && { key: 'delete', text: t('web.people.depart.delete'), danger: true, onClick: () => void drop(node) },
    ];
    return actions.filter((action): action is Action => action !== false);
  }

  const current = acting?.node;

  let body;
  if (tree.isError && !tree.data) {
    body = (
      <ErrorBlock status="default" title={t('web.common.loadFailed')} description="">
        <Button color="primary" style={{ minHeight: 44 }} onClick={() => void tree.refetch()}>
          {t('web.common.retry')}
        </Button>
      </ErrorBlock>
    );
  } else if (!tree.data) {
    body = <ScreenLoading />;
  } else if (nodes.length === 0) {
    body = <ErrorBlock status="empty" title={t('web.people.depart.empty')} description="" />;
  } else {
    body = (
      <div role="tree" aria-label={t('web.people.depart.tree')} data-testid="depart-tree" className={styles.section}>
        {nodes.map((node) => (
          <NodeRow
            key={node.id}
            node={node}
            depth={0}
            expanded={expanded}
            onToggle={toggle}
            onOpen={anyAction ? (picked) => setActing({ kind: 'actions', node: picked }) : undefined}
          />
        ))}
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="depart-page">
      {refusal && (
        <div className={styles.notice} role="alert" data-testid="depart-refusal">
          <span className={styles.noticeText}>{refusal}</span>
          <button type="button" className={styles.iconButton} aria-label={t('web.people.depart.dismiss')} onClick={() => setRefusal(null)}>
            <CloseOutline />
          </button>
        </div>
      )}
      {nodes.length > 0 && anyAction && <p className={styles.hint}>{t('web.people.depart.tapHint')}</p>}
      {body}
      {canAdd && (
        <>
          <div className={styles.barSpace} aria-hidden />
          <div className={styles.bottomBar}>
            <Button block color="primary" data-testid="depart-add" onClick={() => void navigate(DEPARTMENT_FORM_PATH)}>
              {t('web.people.depart.add')}
            </Button>
          </div>
        </>
      )}
      {sheetWanted && (
        <ActionSheet
          visible={acting?.kind === 'actions'}
          extra={current?.name}
          actions={acting?.kind === 'actions' && current ? actionsOf(current) : []}
          cancelText={t('web.common.cancel')}
          onClose={() => setActing((now) => (now?.kind === 'actions' ? null : now))}
          onAction={() => setActing((now) => (now?.kind === 'actions' ? null : now))}
        />
      )}
      {moveWanted && (
        <Suspense fallback={null}>
          <DepartmentPicker
            visible={acting?.kind === 'move'}
            title={t('web.people.depart.moveTitle', { name: current?.name ?? '' })}
            selectedId={current?.parentId}
            excluded={acting?.kind === 'move' ? departmentAndBelow(acting.node) : undefined}
            onClose={() => setActing(null)}
            onPick={(parent) => {
              if (acting?.kind === 'move' && parent && parent.id !== acting.node.parentId)
                void edit(acting.node, { parentId: parent.id }, t('web.people.depart.moved'));
            }}
          />
        </Suspense>
      )}
      {leaderWanted && (
        <Suspense fallback={null}>
          <PersonPicker
            visible={acting?.kind === 'leader'}
            title={t('web.people.depart.leaderTitle', { name: current?.name ?? '' })}
            selectedId={current?.leaderId}
            onClose={() => setActing(null)}
            onPick={(person) => {
              if (acting?.kind === 'leader') void edit(acting.node, { leaderId: person.id }, t('web.people.depart.leaderSet'));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
