import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRIEFING_PERIODS, type BriefingPeriod, type BriefingTeam } from '@crm/domain';
import { ChoiceBar, Choices } from './Choices.tsx';

/**
 * The period and the team a numbers screen counts (the sales briefing's, figures.ts), in the bar
 * kept under the navigation bar: the team only when there is a choice (a salesperson counts their
 * own); `children`, the screen's further choices, below them. Its texts are the dashboard's.
 */
export function PeriodTeamChoices({
  period,
  team,
  teams,
  testIdPrefix,
  onChoose,
  children,
}: {
  period: BriefingPeriod;
  team: BriefingTeam | undefined;
  teams: readonly BriefingTeam[];
  /** `<prefix>-periods` and `<prefix>-teams`. */
  testIdPrefix: string;
  onChoose(name: 'period' | 'team', value: BriefingPeriod | BriefingTeam): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceBar>
      <Choices
        label={t('web.briefing.periodLabel')}
        options={BRIEFING_PERIODS}
        chosen={period}
        text={(option: BriefingPeriod) => t(`web.briefing.period.${option}`)}
        testId={`${testIdPrefix}-periods`}
        onChoose={(option: BriefingPeriod) => onChoose('period', option)}
      />
      {teams.length > 1 && (
        <Choices
          label={t('web.briefing.teamLabel')}
          options={teams}
          chosen={team}
          text={(option: BriefingTeam) => t(`web.briefing.team.${option}`)}
          testId={`${testIdPrefix}-teams`}
          onChoose={(option: BriefingTeam) => onChoose('team', option)}
        />
      )}
      {children}
    </ChoiceBar>
  );
}
