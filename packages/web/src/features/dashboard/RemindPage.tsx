import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Tabs from 'antd-mobile/es/components/tabs/index.js';
import { AddOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { RemindList, RemindSheet } from './RemindList.tsx';
import { RemindForm } from './RemindForm.tsx';
import { remindQuery, remindTypeOf } from './api/reminds.ts';

/**
 * /crm/crmRemind: the to-do list ('page:crmRemind' of the menu catalogue), open or done;
 * `?type=audit` or `?type=followUp` narrows it to one kind (the home page's 待审批 leads here);
 * `?id=` opens one to-do's sheet (the home page's schedule leads here).
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

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 12px' }}>
        <div style={{ flex: 1, fontSize: 14, color: '#666' }}>
          {type ? (
            <Button
              size="small"
              fill="none"
              style={{ minHeight: 44, paddingLeft: 0 }}
              aria-label={t('web.remind.showAll')}
              onClick={() => {
                const next = new URLSearchParams(searchParams);
                next.delete('type');
                setSearchParams(next, { replace: true });
              }}
            >
              {t(`web.remind.only.${type}`)} ✕
            </Button>
          ) : null}
        </div>
        <Button size="small" color="primary" fill="outline" style={{ minHeight: 44 }} onClick={() => setAdding(true)}>
          <AddOutline /> {t('web.remind.add')}
        </Button>
      </div>
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
