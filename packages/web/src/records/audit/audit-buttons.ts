import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_STATUS, type AuditFlowView, type AuditRecordRef } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import type { RecordAction } from '../web-object.ts';
import { useAuditAction, type AuditAction } from './audit-queries.ts';
import { auditFlowPath, auditOpinionPath, auditUrgePath } from './audit-links.ts';

/**
 * What the caller may do with a record's approval, as buttons: exactly what the flow's `can`
 * allows (the routes accept exactly these). Agree and reject open the opinion screen, urge its
 * screen, revoke asks first; submit and revoke run at once. A submitter who urged less than an
 * hour ago still sees urge: its screen says when it may be used again. With `flow`, the last
 * button opens the approval flow screen.
 */
export function useAuditButtons(ref: AuditRecordRef, flow: AuditFlowView | undefined, { withFlow = false } = {}): RecordAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAuditAction();

  async function post(action: AuditAction) {
    await run.mutateAsync({ action, ...ref });
    feedback.success(t(`web.audit.done.${action}`));
  }

  const can = flow?.can;
  const buttons: RecordAction[] = [];
  if (can?.agree) buttons.push({ key: 'agree', text: t('web.audit.action.agree'), onClick: () => void navigate(auditOpinionPath(ref, 'agree')) });
  if (can?.reject)
    buttons.push({ key: 'reject', text: t('web.audit.action.reject'), danger: true, onClick: () => void navigate(auditOpinionPath(ref, 'reject')) });
  if (can?.submit) buttons.push({ key: 'submit', text: t('web.audit.action.submit'), onClick: () => post('submit') });
  const urgedRecently = Boolean(flow?.urgeAgainAt) && flow?.auditStatus === AUDIT_STATUS.pending;
  if (can?.urge || urgedRecently) buttons.push({ key: 'urge', text: t('web.audit.action.urge'), onClick: () => void navigate(auditUrgePath(ref)) });
  if (can?.revoke) {
    buttons.push({
      key: 'revoke',
      text: t('web.audit.action.revoke'),
      danger: true,
      onClick: async () => {
        if (await feedback.confirm({ content: t('web.audit.revokeConfirm') })) await post('revoke');
      },
    });
  }
  if (withFlow) buttons.push({ key: 'flow', text: t('web.audit.action.flow'), onClick: () => void navigate(auditFlowPath(ref)) });
  return buttons;
}
