import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import { CloseCircleFill } from 'antd-mobile-icons';
import { feedback } from '../../lib/feedback.ts';
import { useOpenedOnce } from '../../lib/lazy-overlay.ts';
import { usePermission } from '../../lib/permission.tsx';
import { historyIndex, usePageTitle } from '../../lib/route-handle.ts';
import { PickerRow } from '../../records/fields/input/PickerRow.tsx';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { departmentTreeQuery, useSaveDepartment, type Department } from './api/departments.ts';
import { departmentAndBelow, findDepartment, isCompany } from './department-tree.ts';
import { DEPARTMENT_LIST_PATH } from './paths.ts';
import styles from './People.module.css';

const DepartmentPicker = lazy(() => import('./DepartmentPicker.tsx').then((m) => ({ default: m.DepartmentPicker })));
const PersonPicker = lazy(() => import('./PersonPicker.tsx').then((m) => ({ default: m.PersonPicker })));

/** The server's bound. */
export const DEPARTMENT_NAME_MAX = 100;

interface DepartmentDraft {
  name: string;
  parentId: string | null;
  parentName: string;
  leaderId: string | null;
  leaderName: string;
}

type Problems = Partial<Record<'name' | 'parentId', string>>;

function DepartmentForm({ department, parent, tree }: { department: Department | null; parent: Department | null; tree: readonly Department[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const company = department !== null && isCompany(department);
  const [draft, setDraft] = useState<DepartmentDraft>(() => {
    const parentNode = department?.parentId ? findDepartment(tree, department.parentId) : parent;
    return {
      name: department?.name ?? '',
      parentId: parentNode?.id ?? null,
      parentName: parentNode?.name ?? '',
      leaderId: department?.leaderId ?? null,
      leaderName: department?.leaderName ?? '',
    };
  });
  const [problems, setProblems] = useState<Problems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [picking, setPicking] = useState<'parent' | 'leader' | null>(null);
  const parentWanted = useOpenedOnce(picking === 'parent');
  const leaderWanted = useOpenedOnce(picking === 'leader');
  const save = useSaveDepartment();

  function change(patch: Partial<DepartmentDraft>) {
    setDraft((all) => ({ ...all, ...patch }));
    setServerError(null);
    setProblems((all) => {
      const next = { ...all };
      if ('name' in patch) delete next.name;
      if ('parentId' in patch) delete next.parentId;
      return next;
    });
  }

  async function submit() {
    const name = draft.name.trim();
    const found: Problems = {};
    if (!name) found.name = t('web.people.departForm.nameRequired');
    else if (name.length > DEPARTMENT_NAME_MAX) found.name = t('web.people.departForm.nameTooLong', { max: DEPARTMENT_NAME_MAX });
    if (!company && !draft.parentId) found.parentId = t('web.people.departForm.parentRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        ...(department && { id: department.id }),
        name,
        parentId: company ? null : draft.parentId,
        // A head the tree does not report is left as it is.
        ...((department === null || department.leaderId !== undefined || draft.leaderId !== null) && { leaderId: draft.leaderId }),
      });
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : t('web.http.unknownError'));
      return;
    }
    feedback.success(t('web.people.departForm.saved'));
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(DEPARTMENT_LIST_PATH, { replace: true });
  }

  return (
    <div className={styles.page} data-testid="depart-form">
      <List>
        <List.Item
          title={t('web.people.departForm.name')}
          description={
            problems.name && (
              <span className={styles.error} role="alert" data-testid="depart-error-name">
                {problems.name}
              </span>
            )
          }
        >
          <Input
            data-testid="depart-input-name"
            aria-label={t('web.people.departForm.name')}
            placeholder={t('web.people.departForm.namePlaceholder')}
            value={draft.name}
            maxLength={DEPARTMENT_NAME_MAX}
            onChange={(name) => change({ name })}
          />
        </List.Item>
        <List.Item
          title={t('web.people.departForm.parent')}
          description={
            company ? (
              t('web.people.departForm.companyTop')
            ) : problems.parentId ? (
              <span className={styles.error} role="alert" data-testid="depart-error-parent">
                {problems.parentId}
              </span>
            ) : undefined
          }
        >
          {company ? null : <PickerRow text={draft.parentName} placeholder={t('web.people.departForm.pickParent')} onOpen={() => setPicking('parent')} />}
        </List.Item>
        <List.Item title={t('web.people.departForm.leader')}>
          <PickerRow
            text={draft.leaderName}
            placeholder={t('web.people.departForm.pickLeader')}
            onOpen={() => setPicking('leader')}
            extra={
              draft.leaderId ? (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('web.people.departForm.clearLeader')}
                  data-testid="depart-leader-clear"
                  onClick={(event) => {
                    event.stopPropagation();
                    change({ leaderId: null, leaderName: '' });
                  }}
                >
                  <CloseCircleFill />
                </button>
              ) : undefined
            }
          />
        </List.Item>
      </List>
      {serverError && (
        <p className={styles.formError} role="alert" data-testid="depart-server-error">
          {serverError}
        </p>
      )}
      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bottomBar}>
        <Button block color="primary" loading={save.isPending} data-testid="depart-save" onClick={() => void submit()}>
          {t('web.common.save')}
        </Button>
      </div>
      {parentWanted && (
        <Suspense fallback={null}>
          <DepartmentPicker
            visible={picking === 'parent'}
            title={t('web.people.departForm.pickParent')}
            selectedId={draft.parentId}
            excluded={department ? departmentAndBelow(department) : undefined}
            onClose={() => setPicking(null)}
            onPick={(picked) => picked && change({ parentId: picked.id, parentName: picked.name })}
          />
        </Suspense>
      )}
      {leaderWanted && (
        <Suspense fallback={null}>
          <PersonPicker
            visible={picking === 'leader'}
            title={t('web.people.departForm.pickLeader')}
            selectedId={draft.leaderId}
            onClose={() => setPicking(null)}
            onPick={(person) => change({ leaderId: person.id, leaderName: person.realname || person.username })}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * /sys/sysDepartForm (a new department; ?parentId= under that one) and /sys/sysDepartForm?id=
 * (rename, move or new head): its name, the department above it (never itself or one below it)
 * and its head.
 */
export function DepartmentFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const parentId = params.get('parentId') ?? '';
  const can = usePermission();
  const tree = useQuery(departmentTreeQuery());
  const department = id && tree.data ? (findDepartment(tree.data, id) ?? null) : null;
  usePageTitle({ subject: department?.name });
  if (!can(id ? 'sys:depart:edit' : 'sys:depart:add')) return <ScreenMessage text={t('web.people.noPermission')} />;
  if (tree.isError && !tree.data) return <ScreenMessage text={t('web.common.loadFailed')} />;
  if (!tree.data) return <ScreenLoading />;
  if (id && !department) return <ScreenMessage text={t('web.people.departForm.notFound')} />;
  const parent = parentId ? (findDepartment(tree.data, parentId) ?? null) : null;
  return <DepartmentForm key={id || `new:${parentId}`} department={department} parent={parent} tree={tree.data} />;
}
