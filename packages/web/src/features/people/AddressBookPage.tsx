import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { CloseCircleFill, DownOutline, PhoneFill } from 'antd-mobile-icons';
import type { UserSummary } from '@crm/domain';
import { PagedList } from '../../lib/paged-list.tsx';
import { addressBookQuery } from './api/address-book.ts';
import { EmployeeStatusTag } from './EmployeeStatusTag.tsx';
import { colleaguePath } from './paths.ts';
import { usePeopleFilter } from './use-people-filter.ts';
import styles from './People.module.css';

const DepartmentPicker = lazy(() => import('./DepartmentPicker.tsx').then((m) => ({ default: m.DepartmentPicker })));

const FROZEN = '2';

/** A colleague's card: name (frozen marked), position and department, and a call button while they are active and have a phone. */
function ColleagueCard({ person, onOpen }: { person: UserSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const name = person.realname || person.username;
  const line = [person.position, person.departName ?? t('web.people.list.noDepart')].filter(Boolean).join(' · ');
  const callable = person.status !== FROZEN && Boolean(person.phone);
  return (
    <div className={styles.colleague} data-testid="colleague-item" data-id={person.id}>
      <button type="button" className={styles.colleagueOpen} onClick={onOpen}>
        <span className={styles.initial} aria-hidden>
          {name.slice(0, 1)}
        </span>
        <span className={styles.colleagueText}>
          <span className={styles.cardHead}>
            <span className={styles.cardTitle} data-testid="colleague-name">
              {name}
            </span>
            {person.status === FROZEN && <EmployeeStatusTag status={person.status} />}
          </span>
          <span className={styles.cardLine}>{line}</span>
        </span>
      </button>
      {callable && (
        <a className={styles.callButton} href={`tel:${person.phone}`} aria-label={t('web.people.addressBook.callName', { name })} data-testid="colleague-call">
          <PhoneFill />
        </a>
      )}
    </div>
  );
}

/**
 * /oa/oaAddressBook ('page:oaAddressBook' of the menu catalogue): the colleagues of the company one
 * acts under, by name, account or phone and by department (with those below it), a frozen one
 * marked and not offered for a call; a tap opens the colleague. The filters live in the address.
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { keyword, departId, departName, typed, type, searchNow, setFilter, picking, setPicking, pickerWanted } = usePeopleFilter();

  const query = useInfiniteQuery(addressBookQuery({ keyword, departId }));
  const people = query.data?.pages.flatMap((page) => page.records) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <div className={styles.page} data-testid="address-book-page">
      <div className={styles.header}>
        <div className={styles.searchRow}>
          <SearchBar
            data-testid="address-book-search"
            placeholder={t('web.people.list.search')}
            value={typed}
            onChange={type}
            onSearch={searchNow}
            onClear={() => searchNow('')}
          />
        </div>
        <div className={styles.filterRow}>
          <button type="button" className={styles.filterButton} data-testid="address-book-depart" onClick={() => setPicking(true)}>
            <span className={styles.filterLabel}>{t('web.people.field.department')}</span>
            <span className={styles.filterValue}>{departId ? (departName ?? t('web.common.loading')) : t('web.people.list.allDeparts')}</span>
            <DownOutline fontSize={12} />
          </button>
          {departId && (
            <button type="button" className={styles.iconButton} aria-label={t('web.people.list.clearDepart')} onClick={() => setFilter({ departId: '' })}>
              <CloseCircleFill />
            </button>
          )}
        </div>
      </div>
      {total !== undefined && total > 0 && <div className={styles.count}>{t('web.people.list.total', { count: total })}</div>}
      <PagedList
        query={query}
        count={people.length}
        emptyTitle={t('web.people.addressBook.empty')}
        emptyDescription={keyword || departId ? t('web.people.list.emptyHint') : ''}
      >
        <div className={styles.cards} data-testid="address-book-list">
          {people.map((person) => (
            <ColleagueCard key={person.id} person={person} onOpen={() => void navigate(colleaguePath(person.id))} />
          ))}
        </div>
      </PagedList>
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
