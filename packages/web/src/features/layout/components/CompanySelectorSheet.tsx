import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ActionSheet from 'antd-mobile/es/components/action-sheet/index.js';
import { CheckOutline } from 'antd-mobile-icons';
import type { UserDepartItem } from '@crm/domain';
import { currentAppQuery, userDepartsQuery } from '../../../lib/shared-queries.ts';
import { feedback } from '../../../lib/feedback.ts';
import { useAppStore } from '../../../stores/app.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useSelectCompany } from '../api/company.ts';

export const CURRENT_COMPANY_COLOR = '#07c160';

/**
 * The company selector of spec section 2: shown while the select flag is set and the current app
 * has multi-organisation on. Tapping outside does not close it; a choice reloads the app.
 */
export function CompanySelectorSheet() {
  const { t } = useTranslation();
  const flag = useAppStore((s) => s.companySelectFlag);
  const user = useSessionStore((s) => s.info);
  const { data: app } = useQuery({ ...currentAppQuery(), enabled: flag });
  const multiOrg = app?.authMultorg === 1;
  const { data: companies = [] } = useQuery({ ...userDepartsQuery(user?.id ?? ''), enabled: flag && multiOrg && Boolean(user) });
  const select = useSelectCompany();

  function choose(item: UserDepartItem) {
    select.mutate(item, {
      onSuccess(result) {
        useSessionStore.getState().setUserInfo(result.userInfo);
        const app = useAppStore.getState();
        app.setCurrentCompanyName(result.companyName);
        app.setCompanySelectFlag(false);
        feedback.reload();
      },
    });
  }

  return (
    <ActionSheet
      visible={flag && multiOrg && companies.length > 0}
      extra={t('web.company.selectTitle')}
      closeOnMaskClick={false}
      actions={companies.map((item) => {
        const current = item.companyCode === user?.companyCode;
        return {
          key: item.companyCode,
          disabled: select.isPending,
          text: (
            <span aria-current={current ? 'true' : undefined} style={current ? { color: CURRENT_COMPANY_COLOR, fontWeight: 500 } : undefined}>
              {item.name}
              {current && (
                <>
                  {' '}
                  <CheckOutline aria-label={t('web.company.current')} />
                </>
              )}
            </span>
          ),
          onClick: () => choose(item),
        };
      })}
    />
  );
}
