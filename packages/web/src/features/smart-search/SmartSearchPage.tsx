import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { RECORD_API, SMART_SEARCH_KEYWORD_MIN, type SmartSearchMatch } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { http } from '../../lib/http.ts';
import { tKey } from '../../lib/i18n.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { manifestOf } from '../../records/definitions.ts';
import { RegisterCompanies } from './RegisterCompanies.tsx';
import styles from './SmartSearch.module.css';

/** How long typing pauses before the search goes out. */
const TYPING_PAUSE_MS = 350;

const smartSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['smartSearch', keyword] as const,
    queryFn: ({ signal }) => http.get<SmartSearchMatch[]>(RECORD_API.smartSearch, { keyword }, { signal }).then(resultOf),
    staleTime: 30_000,
  });

/** The keyword once typing has paused, and at once when the user presses search. */
function useSettled(typed: string): [string, (now: string) => void] {
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [settled, setSettled];
}

/**
 * /hk/searchCustomerIndex (issue 21): one box over the customers, leads and contacts the user may
 * see, by name, number, phone, e-mail, tax id or address, forgiving a mistyped character; each
 * match says what it is, which field matched, and whose it is (or that it waits in a pool), before
 * the call. A tap opens the record. Where the deployment names a business-information provider,
 * the register's data for the keyword is a tap away.
 */
export function SmartSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [settled, settleNow] = useSettled(typed.trim());
  const long = [...settled].length >= SMART_SEARCH_KEYWORD_MIN;
  const search = useQuery({ ...smartSearchQuery(settled), enabled: long, placeholderData: keepPreviousData });
  const matches = long ? (search.data ?? []) : [];
  const customerTitles = new Set(matches.filter((m) => m.entity === 'crmCustomer' && m.score === 1).map((m) => m.title));

  const open = (match: SmartSearchMatch) => {
    const view = manifestOf(match.entity)?.routes.view;
    if (view) void navigate(`${view}?${new URLSearchParams({ id: match.id }).toString()}`);
  };

  return (
    <div className={styles.page} data-testid="smart-search-page">
      <div className={styles.header}>
        <SearchBar
          data-testid="smart-search-input"
          placeholder={t('web.smartSearch.placeholder')}
          value={typed}
          onChange={setTyped}
          onSearch={(value) => settleNow(value.trim())}
          onClear={() => setTyped('')}
        />
      </div>
      {!long ? (
        <p className={styles.hint} data-testid="smart-search-hint">
          {t('web.smartSearch.hint', { min: SMART_SEARCH_KEYWORD_MIN })}
        </p>
      ) : search.isError && matches.length === 0 ? (
        <ErrorBlock status="default" title={t('web.list.loadFailed')} description="">
          <Button color="primary" style={{ minHeight: 44 }} onClick={() => void search.refetch()}>
            {t('web.list.retry')}
          </Button>
        </ErrorBlock>
      ) : search.isSuccess && !search.isPlaceholderData && matches.length === 0 ? (
        <ErrorBlock
          className={styles.empty}
          status="empty"
          title={t('web.smartSearch.none')}
          description={t('web.smartSearch.noneHint')}
          data-testid="smart-search-empty"
        />
      ) : (
        <div className={styles.matches} data-testid="smart-search-matches">
          {matches.map((match) => {
            const entry = manifestOf(match.entity);
            return (
              <button
                key={`${match.entity}:${match.id}`}
                type="button"
                className={styles.match}
                data-testid="smart-search-match"
                data-entity={match.entity}
                data-id={match.id}
                onClick={() => open(match)}
              >
                <span className={styles.matchHead}>
                  <span className={styles.kind}>{entry ? tKey(t, entry.label) : match.entity}</span>
                  <span className={styles.title}>{match.title}</span>
                </span>
                <span className={styles.line}>
                  {t('web.smartSearch.matched', { field: match.field, value: match.value })}
                  {match.score < 1 && <span className={styles.near}> · {t('web.smartSearch.near')}</span>}
                </span>
                <span className={styles.line} data-testid="smart-search-owner">
                  {match.inPool
                    ? t('web.smartSearch.inPool')
                    : match.ownerName
                      ? t('web.smartSearch.owner', { name: match.ownerName })
                      : t('web.smartSearch.noOwner')}
                </span>
              </button>
            );
          })}
        </div>
      )}
      {long && runtimeConfig().businessInfo && <RegisterCompanies name={settled} customerTitles={customerTitles} />}
    </div>
  );
}
