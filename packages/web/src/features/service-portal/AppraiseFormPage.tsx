import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import List from 'antd-mobile/es/components/list/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { APPRAISE_RATINGS } from '@crm/domain';
import { appraise, formOptionsQuery } from './api.ts';
import { PortalFrame, PortalState } from './PortalFrame.tsx';
import { SubmitBar, useSending } from './SubmitBar.tsx';
import styles from './portal.module.css';

function AppraiseForm({ workOrderId }: { workOrderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const options = useQuery(formOptionsQuery());
  const [rating, setRating] = useState('');
  const [satisfaction, setSatisfaction] = useState('');
  const [feedback, setFeedback] = useState('');
  const { error, busy, run } = useSending();
  if (!options.data) return <PortalState failed={options.isError} />;
  const submit = () =>
    run(async () => {
      await appraise({ workOrderId, rating, satisfaction, feedback: feedback || null });
      await client.invalidateQueries({ queryKey: ['terminal', 'workOrder', workOrderId] });
      navigate(`/terminal/workOrderView?id=${encodeURIComponent(workOrderId)}`, { replace: true });
    });
  return (
    <>
      <List>
        <List.Item title={t('web.terminal.rating')}>
          <div className={styles.stars} role="radiogroup" aria-label={t('web.terminal.rating')}>
            {APPRAISE_RATINGS.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={rating === value}
                aria-label={value}
                data-testid={`star-${value}`}
                className={`${styles.star} ${Number(value) <= Number(rating || 0) ? styles.starOn : ''}`}
                onClick={() => setRating(value)}
              >
                ★
              </button>
            ))}
          </div>
        </List.Item>
        <List.Item title={t('web.terminal.satisfaction')}>
          <Selector
            data-testid="appraise-satisfaction"
            value={[satisfaction]}
            onChange={(v) => setSatisfaction(v[0] ?? '')}
            options={options.data.satisfactions.map((o) => ({ value: o.value, label: o.text }))}
          />
        </List.Item>
        <List.Item title={t('web.terminal.feedback')}>
          <TextArea data-testid="appraise-feedback" value={feedback} onChange={setFeedback} maxLength={2000} rows={4} />
        </List.Item>
      </List>
      <SubmitBar error={error} busy={busy} onSubmit={() => void submit()} testId="appraise-submit" />
    </>
  );
}

/** /terminal/crmAppraiseForm?id=: rates a completed work order of the customer's (stars, satisfaction, feedback), once. */
export function AppraiseFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PortalFrame title={t('web.terminal.routeAppraiseForm')} back={`/terminal/workOrderView?id=${encodeURIComponent(id)}`}>
      <AppraiseForm workOrderId={id} />
    </PortalFrame>
  );
}
