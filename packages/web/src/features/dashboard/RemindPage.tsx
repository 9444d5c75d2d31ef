import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Tabs from 'antd-mobile/es/components/tabs/index.js';
import { AddOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { RemindList, RemindSheet } from './RemindList.tsx';
import { RemindForm } from './RemindForm.tsx';
import { REMIND_TYPES, remindQuery, remindTypeOf, type RemindType } from './api/reminds.ts';

const chipStyle = { minHeight: 44, flex: 'none', borderRadius: 22, padding: '0 14px' } as const;

/** The kinds of to-do to narrow the list to, all first: each keeps its place in the address (?type=). */
function KindChips({ type, onChange }: { type: RemindType | undefined; onChange: (type: RemindType | undefined) => void }) {
  const { t } = useTranslation();
  const kinds: (RemindType | undefined)[] = [undefined, ...REMIND_TYPES];
  const row = useRef<HTMLDivElement>(null);
  // The chosen kind in sight, when the page opens on one at the row's end (the home page's 待审批).
  useEffect(() => {
    const chosen = row.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (chosen && row.current) row.current.scrollLeft = Math.max(0, chosen.offsetLeft - row.current.offsetLeft - 12);
  }, [type]);
  return (
    <div
      ref={row}
      role="group"
      aria-label={t('web.remind.kinds')}
      data-testid="remind-kinds"
      style={{ display: 'flex', gap: 8, overflowX: 'auto', padding: '4px 12px' }}
    >
      {kinds.map((kind) => {
        const chosen = kind === type;
        return (
          <Button
            key={kind ?? 'all'}
            size="small"
            color={chosen ? 'primary' : 'default'}
            fill={chosen ? 'solid' : 'outline'}
            aria-pressed={chosen}
            data-testid={`remind-kind-${kind ?? 'all'}`}
            style={chipStyle}
            onClick={() => onChange(kind)}
          >
            {t(`web.remind.kind.${kind ?? 'all'}`)}
          </Button>
        );
      })}
    </div>
  );
}

/**
 * /crm/crmRemind: the to-do list ('page:crmRemind' of the menu catalogue), open or done, of every
 * kind or one (`?type=`: followUp, receivePlan, poolRecycle, audit, task; the home page's counters
 * lead to theirs); `?id=` opens one to-do's sheet (the home page's schedule leads here).
 */
export function RemindPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = remindTypeOf(searchParams.get('type'));
  const [done, setDone] = useState<0 | 1>(0);
  const [adding, setAdding] = useState(false);
  const shownId = searchParams.get('id');
  const shown = useQuery({ ...remindQuery(shownId ?? ''), enabled: shownId !== null });
  const closeShown = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('id');
    setSearchParams(next, { replace: true });
  };
  const choose = (kind: RemindType | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (kind) next.set('type', kind);
    else next.delete('type');
    setSearchParams(next, { replace: true });
  };

  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '4px 12px 0' }}>
        <Button size="small" color="primary" fill="outline" style={{ minHeight: 44 }} onClick={() => setAdding(true)}>
          <AddOutline /> {t('web.remind.add')}
        </Button>
      </div>
      <KindChips type={type} onChange={choose} />
      <Tabs activeKey={String(done)} onChange={(key) => setDone(key === '1' ? 1 : 0)}>
        <Tabs.Tab key="0" title={t('web.remind.pending')} />
        <Tabs.Tab key="1" title={t('web.remind.finished')} />
      </Tabs>
      <RemindList key={`${done}-${type ?? ''}`} done={done} type={type} />
      <RemindForm visible={adding} onClose={() => setAdding(false)} />
      <RemindSheet remind={shownId && shown.data ? shown.data : null} onClose={closeShown} />
    </div>
  );
}
