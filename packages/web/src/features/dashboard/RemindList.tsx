import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { formatDateTime, type Remind } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { isApprovalTodo, remindsQuery, useRemindDone, useRemindReopen, type RemindType } from './api/reminds.ts';
import { recordLinkPath } from './record-link.ts';
import { MoreOnScroll } from '../../lib/more-on-scroll.tsx';

const TOUCH = { minHeight: 44, minWidth: 44 } as const;

/** A to-do's kind, due time (an approval's: when it was submitted) and note, one line under its title. */
function remindDescription(remind: Remind, t: TFunction, timeZone: string): string {
  const parts = [tKey(t, `web.remind.type.${remind.type}`)];
  if (remind.dueTime) {
    const time = formatDateTime(remind.dueTime, timeZone);
    parts.push(isApprovalTodo(remind) ? t('web.remind.waitingSince', { time }) : t('web.remind.due', { time }));
  }
  if (remind.note) parts.push(remind.note);
  return parts.join(' · ');
}

/** Opens a to-do: the record it is about, or its own sheet when it is about none. */
export function useOpenRemind(): { open: (remind: Remind) => void; sheet: ReactNode } {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Remind | null>(null);
  const open = (remind: Remind) => {
    const path = recordLinkPath(remind.link);
    if (path) void navigate(path);
    else setShown(remind);
  };
  return { open, sheet: <RemindSheet remind={shown} onClose={() => setShown(null)} /> };
}

/** A to-do's sheet: what it is, when it is due, the note, and completing it. */
export function RemindSheet({ remind, onClose }: { remind: Remind | null; onClose: () => void }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const markDone = useRemindDone();
  const reopen = useRemindReopen();
  return (
    <Popup visible={remind !== null} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16 }}>
      {remind && (
        <section aria-label={t('web.remind.detailTitle')} data-testid="remind-sheet">
          <h2 style={{ fontSize: 17, margin: '0 0 8px', fontWeight: 600 }}>{remind.title}</h2>
          <p style={{ margin: '0 0 8px', color: '#666' }}>
            <Tag color="primary" fill="outline">
              {tKey(t, `web.remind.type.${remind.type}`)}
            </Tag>{' '}
            {remind.dueTime ? t('web.remind.due', { time: formatDateTime(remind.dueTime, timeZone) }) : t('web.remind.noDue')}
          </p>
          {remind.note && <p style={{ margin: '0 0 12px', whiteSpace: 'pre-wrap' }}>{remind.note}</p>}
          <div style={{ display: 'flex', gap: 12 }}>
            <Button block style={TOUCH} onClick={onClose}>
              {t('web.common.cancel')}
            </Button>
            {!isApprovalTodo(remind) && <RemindToggle remind={remind} markDone={markDone} reopen={reopen} then={onClose} />}
          </div>
        </section>
      )}
    </Popup>
  );
}

/**
 * Completes an open to-do or opens a completed one again, says so, then `then`. On a line it is
 * small, named with the to-do (a list holds many such buttons), and shows no spinner: the list's
 * mutations are shared by every line, so one pending would spin them all.
 */
function RemindToggle({
  remind,
  markDone,
  reopen,
  inLine = false,
  then,
}: {
  remind: Remind;
  markDone: ReturnType<typeof useRemindDone>;
  reopen: ReturnType<typeof useRemindReopen>;
  inLine?: boolean;
  then?: () => void;
}) {
  const { t } = useTranslation();
  const reopening = remind.done === 1;
  const mutation = reopening ? reopen : markDone;
  const label = t(reopening ? 'web.remind.reopen' : 'web.remind.markDone');
  return (
    <Button
      {...(inLine ? { size: 'small', fill: 'outline', 'aria-label': `${label} ${remind.title}` } : { block: true, loading: mutation.isPending })}
      color={reopening ? 'default' : 'primary'}
      style={TOUCH}
      onClick={(event) => {
        // A line's button is not a tap on the line, which opens the to-do.
        event.stopPropagation();
        mutation.mutate(remind.id, {
          onSuccess: () => {
            feedback.success(t(reopening ? 'web.remind.reopened' : 'web.remind.doneSuccess'));
            then?.();
          },
        });
      }}
    >
      {label}
    </Button>
  );
}

/**
 * What a to-do's line offers beside opening it: completing an open one, opening a completed one
 * again; an approval is decided on its record, where the line leads.
 */
function RemindLineAction({
  remind,
  onOpen,
  markDone,
  reopen,
}: {
  remind: Remind;
  onOpen: () => void;
  markDone: ReturnType<typeof useRemindDone>;
  reopen: ReturnType<typeof useRemindReopen>;
}) {
  const { t } = useTranslation();
  if (isApprovalTodo(remind)) {
    if (remind.done === 1) return <>{t('web.remind.done')}</>;
    return (
      <Button
        size="small"
        color="primary"
        fill="outline"
        style={TOUCH}
        aria-label={`${t('web.remind.decide')} ${remind.title}`}
        onClick={(event) => {
          event.stopPropagation();
          onOpen();
        }}
      >
        {t('web.remind.decide')}
      </Button>
    );
  }
  return <RemindToggle remind={remind} markDone={markDone} reopen={reopen} inLine />;
}

/** A page of to-dos, open or done, of one kind or all; each opens what it is about, open ones are completed, done ones opened again. */
export function RemindList({ done, type }: { done: 0 | 1; type?: RemindType }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(remindsQuery(done, type));
  const markDone = useRemindDone();
  const reopen = useRemindReopen();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const { open, sheet } = useOpenRemind();
  const reminds = query.data?.pages.flatMap((p) => p.records) ?? [];

  return (
    <>
      {query.isSuccess && reminds.length === 0 ? (
        <ErrorBlock status="empty" title={t('web.remind.empty')} description="" />
      ) : (
        <List>
          {reminds.map((remind) => (
            <List.Item
              key={remind.id}
              data-testid="remind-item"
              onClick={() => open(remind)}
              description={remindDescription(remind, t, timeZone)}
              extra={<RemindLineAction remind={remind} onOpen={() => open(remind)} markDone={markDone} reopen={reopen} />}
            >
              {remind.title}
            </List.Item>
          ))}
        </List>
      )}
      <MoreOnScroll
        hasMore={query.hasNextPage || query.isPending}
        loadMore={async () => {
          if (!query.isPending) await query.fetchNextPage();
        }}
      />
      {sheet}
    </>
  );
}
