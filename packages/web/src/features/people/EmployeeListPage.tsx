import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { CloseCircleFill, DownOutline } from 'antd-mobile-icons';
import { usePermission } from '../../lib/permission.tsx';
import { RecordTabBar } from '../../records/view/RecordTabBar.tsx';
import { EMPLOYEE_TABS, employeeListQuery, employeeTabOf, type EmployeeRow } from './api/employees.ts';
import { EmployeeStatusTag } from './EmployeeStatusTag.tsx';
import { employeeViewPath, EMPLOYEE_FORM_PATH } from './paths.ts';
import { usePeopleFilter } from './use-people-filter.ts';
import styles from './People.module.css';
import { PagedList } from '../../lib/paged-list.tsx';

// The tree sheet loads when the filter is first opened.
const DepartmentPicker = lazy(() => import('./DepartmentPicker.tsx').then((m) => ({ default: m.DepartmentPicker })));

function EmployeeCard({ person, onOpen }: { person: EmployeeRow; onOpen?: () => void }) {
  const { t } = useTranslation();
  const line = [person.username, person.departName ?? t('web.people.list.noDepart'), person.position].filter(Boolean).join(' · ');
  return (
    <button type="button" className={styles.card} data-testid="employee-item" data-id={person.id} disabled={!onOpen} onClick={onOpen}>
      <div className={styles.cardHead}>
        <span className={styles.cardTitle} data-testid="employee-name">
          {person.realname || person.username}
        </span>
        <EmployeeStatusTag status={person.status} />
      </div>
      <p className={styles.cardLine} data-testid="employee-line">
        {line}
      </p>
    </button>
  );
}

/**
 * /sys/sysUserList ('page:sysUserList' of the menu catalogue): the company's people, by name,
 * account or phone, department (with the departments below it) and status. The filters live in
 * the address (?keyword=&departId=&status=), so Back from an employee returns to the same list.
 */
export function EmployeeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const { params, keyword, departId, departName, typed, type, searchNow, setFilter, picking, setPicking, pickerWanted } = usePeopleFilter();
  const tab = employeeTabOf(params.get('status'));

  const query = useInfiniteQuery(employeeListQuery({ keyword, departId, tab }));
  const people = query.data?.pages.flatMap((page) => page.records) ?? [];
  const total = query.data?.pages[0]?.total;
  const canView = can('sys:user:view');
  const canAdd = can('sys:user:add');

  return (
    <div className={styles.page} data-testid="employee-list-page">
      <div className={styles.header}>
        <div className={styles.searchRow}>
          <SearchBar
            data-testid="employee-search"
            placeholder={t('web.people.list.search')}
            value={typed}
            onChange={type}
            onSearch={searchNow}
            onClear={() => searchNow('')}
          />
        </div>
        <div className={styles.filterRow}>
          <button type="button" className={styles.filterButton} data-testid="employee-depart-filter" onClick={() => setPicking(true)}>
            <span className={styles.filterLabel}>{t('web.people.field.department')}</span>
            <span className={styles.filterValue}>{departId ? (departName ?? t('web.common.loading')) : t('web.people.list.allDeparts')}</span>
            <DownOutline fontSize={12} />
          </button>
          {departId && (
            <button
              type="button"
              className={styles.iconButton}
              data-testid="employee-depart-clear"
              aria-label={t('web.people.list.clearDepart')}
              onClick={() => setFilter({ departId: '' })}
            >
              <CloseCircleFill />
            </button>
          )}
        </div>
        <RecordTabBar
          tabs={EMPLOYEE_TABS.map((key) => ({ key, title: t(`web.people.list.tab.${key}`) }))}
          active={tab}
          onChange={(key) => setFilter({ status: key === 'active' ? '' : key })}
        />
      </div>
      {total !== undefined && total > 0 && <div className={styles.count}>{t('web.people.list.total', { count: total })}</div>}
      <PagedList
        query={query}
        count={people.length}
        emptyTitle={t('web.people.list.empty')}
        emptyDescription={keyword || departId ? t('web.people.list.emptyHint') : ''}
      >
        <div className={styles.cards} data-testid="employee-list">
          {people.map((person) => (
            <EmployeeCard key={person.id} person={person} onOpen={canView ? () => void navigate(employeeViewPath(person.id)) : undefined} />
          ))}
        </div>
      </PagedList>
      {canAdd && (
        <>
          <div className={styles.barSpace} aria-hidden />
          <div className={styles.bottomBar}>
            <Button block color="primary" data-testid="employee-add" onClick={() => void navigate(EMPLOYEE_FORM_PATH)}>
              {t('web.people.list.add')}
            </Button>
          </div>
        </>
      )}
      {pickerWanted && (
        <Suspense fallback={null}>
          <DepartmentPicker
            visible={picking}
            title={t('web.people.list.filterDepart')}
            noneLabel={t('web.people.list.allDeparts')}
            selectedId={departId || null}
            onClose={() => setPicking(false)}
            onPick={(department) => setFilter({ departId: department?.id ?? '' })}
          />
        </Suspense>
      )}
    </div>
  );
}
