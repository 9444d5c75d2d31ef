import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, type Briefing, type BriefingPeriod, type BriefingTeam } from '@crm/domain';
import { ErrorBlock } from '../../lib/error-block.tsx';
import { usePreferencesStore } from '../../stores/preferences.ts';
import { briefingQuery, periodOf, teamOf } from './api/briefing.ts';
import { PeriodTeamChoices } from '../../lib/choices/PeriodTeamChoices.tsx';
import { LoadFailed } from '../../lib/load-failed.tsx';
import { BriefingFigure } from './BriefingFigure.tsx';
import styles from './Briefing.module.css';

/** The briefing's sections, in the order of a sale: what came in, what was done, what was sold, what was received. */
export const BRIEFING_GROUPS = [
  { key: 'incoming', figures: ['newClues', 'newCustomers', 'newContacts', 'newChances', 'chanceAmount'] },
  { key: 'work', figures: ['followUps', 'visits', 'quotes', 'quoteAmount'] },
  { key: 'sold', figures: ['orders', 'orderAmount', 'wonChances', 'wonAmount'] },
  { key: 'received', figures: ['received'] },
] as const;

/** The period's days as the viewer's calendar has them (the answer's `until` is the first instant after it). */
function PeriodRange({ briefing, period }: { briefing: Briefing; period: BriefingPeriod }) {
  const { t } = useTranslation();
  const timeZone = usePreferencesStore((s) => s.timeZone);
  const lastInstant = new Date(Date.parse(briefing.until) - 1);
  return (
    <p className={styles.range} data-testid="briefing-range">
      {t('web.briefing.range', { from: formatDate(briefing.from, timeZone), to: formatDate(lastInstant, timeZone) })} · {t(`web.briefing.versus.${period}`)}
    </p>
  );
}

function Figures({ briefing, period, busy }: { briefing: Briefing; period: BriefingPeriod; busy: boolean }) {
  const { t } = useTranslation();
  if (briefing.figures.length === 0) return <ErrorBlock status="empty" title={t('web.briefing.empty')} description="" />;
  const byKey = new Map(briefing.figures.map((figure) => [figure.key, figure]));
  return BRIEFING_GROUPS.map((group) => {
    // The answer has the figures of the objects the viewer may list; a section without any is left out.
    const figures = group.figures.flatMap((key) => byKey.get(key) ?? []);
    if (figures.length === 0) return null;
    return (
      <section key={group.key} className={styles.group} aria-labelledby={`briefing-${group.key}`}>
        <h2 id={`briefing-${group.key}`} className={styles.groupTitle}>
          {t(`web.briefing.group.${group.key}`)}
        </h2>
        <div className={styles.grid} aria-busy={busy}>
          {figures.map((figure) => (
            <BriefingFigure key={figure.key} figure={figure} period={period} />
          ))}
        </div>
      </section>
    );
  });
}

/** Until the first answer: tiles' places, still (no animation runs on a phone for a wait). */
function Placeholder() {
  const { t } = useTranslation();
  return (
    <div className={styles.group} role="status" aria-label={t('web.common.loading')}>
      <h2 className={styles.groupTitle}>&nbsp;</h2>
      <div className={styles.grid}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <div key={index} className={styles.placeholder} />
        ))}
      </div>
    </div>
  );
}

/**
 * /crm/crmSalesReport and /crm/salesReport ('page:crmSalesReport' of the menu catalogue, spec
 * sections 2 and 9, issue 15): the sales briefing of a period and a team, each figure against the
 * period before. The server counts within the viewer's data scope and says which teams they may
 * choose; the choices stay in the address, so Back and a reload return to the same view.
 */
export function SalesBriefingPage() {
  const [params, setParams] = useSearchParams();
  const asked = { period: periodOf(params.get('period')), team: teamOf(params.get('team')) };
  // Another period's numbers stay, dimmed, until the chosen one's come: the tiles do not blink away.
  const query = useQuery({ ...briefingQuery(asked), placeholderData: keepPreviousData });
  const briefing = query.data;
  const period = asked.period ?? briefing?.period ?? 'thisMonth';
  const team = asked.team ?? briefing?.team;
  const teams = briefing?.teams ?? [];

  function choose(name: 'period' | 'team', value: BriefingPeriod | BriefingTeam) {
    const search = new URLSearchParams(params);
    search.set(name, value);
    setParams(search, { replace: true });
  }

  return (
    <div className={styles.page} data-testid="sales-briefing">
      <PeriodTeamChoices period={period} team={team} teams={teams} testIdPrefix="briefing" onChoose={choose} />
      {briefing ? (
        <>
          <PeriodRange briefing={briefing} period={briefing.period} />
          <Figures briefing={briefing} period={briefing.period} busy={query.isPlaceholderData} />
        </>
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} testId="briefing-retry" />
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
