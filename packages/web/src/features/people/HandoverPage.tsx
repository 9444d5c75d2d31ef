import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { CheckCircleFill } from 'antd-mobile-icons';
import type { EmployeeView, HandoverResult } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { usePermission } from '../../lib/permission.tsx';
import { historyIndex, usePageTitle } from '../../lib/route-handle.ts';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { activePeopleQuery, employeeQuery, useHandover, type EmployeeRow } from './api/employees.ts';
import { employeeViewPath } from './paths.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import styles from './People.module.css';

/** What moved, object by object, and the total. */
function HandoverDone({ result, from, to, onFinish }: { result: HandoverResult; from: string; to: string; onFinish: () => void }) {
  const { t } = useTranslation();
  const moved = result.moved.filter((item) => item.count > 0);
  return (
    <div className={styles.page} data-testid="handover-result">
      <div className={styles.resultTotal} role="status">
        {result.total > 0 ? t('web.people.handover.resultTitle', { name: to, count: result.total }) : t('web.people.handover.nothing', { name: from })}
      </div>
      {moved.length > 0 && (
        <List className={styles.section}>
          {moved.map((item) => (
            <List.Item key={item.apiName} data-testid={`handover-moved-${item.apiName}`} extra={t('web.people.handover.count', { count: item.count })}>
              {item.title}
            </List.Item>
          ))}
        </List>
      )}
      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bottomBar}>
        <Button block color="primary" data-testid="handover-finish" onClick={onFinish}>
          {t('web.people.handover.finish')}
        </Button>
      </div>
    </div>
  );
}

function HandoverForm({ from }: { from: EmployeeView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const [to, setTo] = useState<EmployeeRow | null>(null);
  const [result, setResult] = useState<HandoverResult | null>(null);
  const people = useQuery(activePeopleQuery(search));
  const handover = useHandover();
  const fromName = from.realname || from.username;
  const candidates = (people.data?.records ?? []).filter((person) => person.id !== from.id);

  async function submit() {
    if (!to) {
      feedback.toast(t('web.people.handover.pickFirst'));
      return;
    }
    const toName = to.realname || to.username;
    const agreed = await feedback.confirm({
      title: t('web.people.handover.confirmTitle'),
      content: t('web.people.handover.confirm', { from: fromName, to: toName }),
    });
    if (!agreed) return;
    try {
      setResult(await handover.mutateAsync({ fromUserId: from.id, toUserId: to.id }));
    } catch {
      // The HTTP client said why; the choice stays for another try.
      return;
    }
    feedback.success(t('web.people.handover.done'));
  }

  if (result && to) {
    return (
      <HandoverDone
        result={result}
        from={fromName}
        to={to.realname || to.username}
        onFinish={() => {
          if (historyIndex() > 0) void navigate(-1);
          else void navigate(employeeViewPath(from.id), { replace: true });
        }}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="handover-page">
      <p className={styles.hint}>{t('web.people.handover.intro', { name: fromName })}</p>
      <div className={styles.header}>
        <div className={styles.searchRow} style={{ paddingBottom: 8 }}>
          <SearchBar placeholder={t('web.people.handover.search')} value={keyword} onChange={setKeyword} data-testid="handover-search" />
        </div>
      </div>
      <List header={t('web.people.handover.pickTo')} data-testid="handover-candidates">
        {candidates.map((person) => {
          const chosen = person.id === to?.id;
          return (
            <List.Item
              key={person.id}
              aria-selected={chosen}
              data-testid={`handover-to-${person.id}`}
              arrowIcon={false}
              description={[person.username, person.departName].filter(Boolean).join(' · ')}
              extra={chosen ? <CheckCircleFill color="var(--adm-color-primary)" fontSize={20} /> : null}
              onClick={() => setTo(person)}
            >
              {person.realname || person.username}
            </List.Item>
          );
        })}
      </List>
      {people.isSuccess && candidates.length === 0 && (
        <p role="status" className={styles.hint} style={{ textAlign: 'center' }}>
          {t('web.people.handover.noMatch')}
        </p>
      )}
      {people.isError && (
        <p role="status" className={styles.hint} style={{ textAlign: 'center' }}>
          {t('web.common.loadFailed')}
        </p>
      )}
      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bottomBar}>
        <Button block color="primary" loading={handover.isPending} data-testid="handover-submit" onClick={() => void submit()}>
          {to ? t('web.people.handover.submitTo', { name: to.realname || to.username }) : t('web.people.handover.submit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /sys/sysUserHandover?id=: every record the employee owns goes to an active colleague the
 * administrator picks (someone leaving, usually after their account was frozen); then what
 * moved, object by object.
 */
export function HandoverPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const can = usePermission();
  const allowed = can('sys:user:handover');
  const from = useQuery({ ...employeeQuery(id), enabled: Boolean(id) && allowed });
  usePageTitle({ subject: from.data?.realname || undefined });
  if (!allowed) return <ScreenMessage text={t('web.people.noPermission')} />;
  if (!id || from.isError) return <ScreenMessage text={t('web.people.view.notFound')} />;
  if (!from.data) return <ScreenLoading />;
  return <HandoverForm key={id} from={from.data} />;
}
