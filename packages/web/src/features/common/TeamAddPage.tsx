import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Radio from 'antd-mobile/es/components/radio/index.js';
import Space from 'antd-mobile/es/components/space/index.js';
import type { TeamAccess, UserSummary } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { useAddTeamMember } from '../../records/api/record-queries.ts';
import { manifestOfTable } from '../../records/definitions.ts';
import { UserPicker } from '../../records/fields/input/UserFieldInput.tsx';

/** /crm/crmTeamAdd?tableName&dataId: a member with read-only or read-and-edit access. */
export function TeamAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tableName = params.get('tableName') ?? '';
  const dataId = params.get('dataId') ?? '';
  const entity = manifestOfTable(tableName);
  const add = useAddTeamMember(entity?.apiName ?? tableName);
  const [member, setMember] = useState<UserSummary | null>(null);
  const [access, setAccess] = useState<TeamAccess>('r');
  const [picking, setPicking] = useState(false);

  async function submit() {
    if (!member) {
      feedback.toast(t('web.action.teamAdd.userRequired'));
      return;
    }
    try {
      await add.mutateAsync({ tableName, dataId, userId: member.id, access });
    } catch {
      return;
    }
    feedback.success(t('web.action.teamAdd.success'));
    void navigate(-1);
  }

  return (
    <div>
      <List>
        <List.Item
          data-testid="team-user"
          onClick={() => setPicking(true)}
          extra={member ? member.realname || member.username : t('web.field.selectUser')}
          clickable
        >
          {t('web.action.teamAdd.user')}
        </List.Item>
        <List.Item
          extra={
            <Radio.Group value={access} onChange={(v) => setAccess(v as TeamAccess)}>
              <Space>
                <Radio value="r">{t('web.record.team.r')}</Radio>
                <Radio value="rw">{t('web.record.team.rw')}</Radio>
              </Space>
            </Radio.Group>
          }
        >
          {t('web.action.teamAdd.access')}
        </List.Item>
      </List>
      <div style={{ padding: 12 }}>
        <Button block color="primary" size="large" loading={add.isPending} onClick={() => void submit()} data-testid="team-submit">
          {t('web.action.teamAdd.submit')}
        </Button>
      </div>
      <UserPicker visible={picking} onClose={() => setPicking(false)} onPick={setMember} />
    </div>
  );
}
