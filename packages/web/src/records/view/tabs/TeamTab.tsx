import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import type { RecordRow } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { teamQuery, useRemoveTeamMember } from '../../api/record-queries.ts';

/** Owner and team members with their access; managers add (/crm/crmTeamAdd) and remove members. */
export function TeamTab({ tableName, record, canManage }: { tableName: string; record: RecordRow; canManage: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: members = [] } = useQuery(teamQuery(tableName, record.id));
  const remove = useRemoveTeamMember(tableName, record.id);
  return (
    <div data-testid="record-team">
      <List>
        {record.ownerId_dictText && <List.Item extra={<Tag color="primary">{t('web.record.owner')}</Tag>}>{record.ownerId_dictText}</List.Item>}
        {members.map((member) => (
          <List.Item
            key={member.id}
            data-testid={`team-member-${member.userId}`}
            extra={
              <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Tag color={member.access === 'rw' ? 'success' : 'default'}>{t(`web.record.team.${member.access}`)}</Tag>
                {canManage && (
                  <Button
                    size="mini"
                    color="danger"
                    fill="none"
                    onClick={async () => {
                      if (await feedback.confirm({ content: t('web.record.team.removeConfirm', { name: member.userName }) })) remove.mutate(member.id);
                    }}
                  >
                    {t('web.record.team.remove')}
                  </Button>
                )}
              </span>
            }
          >
            {member.userName}
          </List.Item>
        ))}
      </List>
      {canManage && (
        <div style={{ padding: 12 }}>
          <Button
            block
            size="small"
            fill="outline"
            data-testid="team-add"
            onClick={() => void navigate(`/crm/crmTeamAdd?${new URLSearchParams({ tableName, dataId: record.id }).toString()}`)}
          >
            {t('web.record.team.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
