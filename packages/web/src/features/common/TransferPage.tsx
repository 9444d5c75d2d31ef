import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Radio from 'antd-mobile/es/components/radio/index.js';
import Space from 'antd-mobile/es/components/space/index.js';
import { useQuery } from '@tanstack/react-query';
import { RECORD_API, type ActionBatchResult, type ObjectManifestEntry, type RecordRow, type TeamAccess, type UserSummary } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { http } from '../../lib/http.ts';
import { tKey } from '../../lib/i18n.ts';
import { usePermission } from '../../lib/permission.tsx';
import { usePageTitle } from '../../lib/route-handle.ts';
import { resultOf } from '../../lib/shared-queries.ts';
import { useRunActionBatch } from '../../records/api/record-queries.ts';
import { manifestOfTable, useDefinition } from '../../records/definitions.ts';
import { ScreenMessage } from '../../records/view/ScreenState.tsx';

// The picker (a sheet with its animation library) loads once the page has shown, before the first tap.
const loadUserPicker = () => import('../../records/fields/input/UserFieldInput.tsx');
const UserPicker = lazy(() => loadUserPicker().then((m) => ({ default: m.UserPicker })));

type Keep = 'none' | TeamAccess;

/**
 * One record, silently: a record transferred away may be out of the user's sight, which is no
 * news to them (the page's title does without its name; the page returns to the list instead).
 */
const readQuietly = (entity: ObjectManifestEntry, id: string, signal?: AbortSignal) =>
  http.get<RecordRow>(RECORD_API.queryById(entity.module, entity.apiName), { id }, { signal, silent: true });

/** The navigation bar says what is transferred: the object, and the record's name (or how many). */
function useTransferTitle(entity: ObjectManifestEntry | undefined, ids: string[]) {
  const { t } = useTranslation();
  const { def } = useDefinition(entity?.apiName);
  const one = ids.length === 1 ? ids[0]! : '';
  const record = useQuery({
    // A key of its own, not the record's, which the transfer refreshes.
    queryKey: ['transferTitle', entity?.apiName, one],
    queryFn: ({ signal }) => readQuietly(entity!, one, signal).then(resultOf),
    enabled: Boolean(entity && one),
  });
  const object = entity ? tKey(t, entity.label) : t('web.common.record');
  usePageTitle({
    title: ids.length > 1 ? t('web.route.transferMany', { count: ids.length, object }) : t('web.route.transfer', { object }),
    subject: record.data && def ? String(record.data[def.titleField] ?? '') : undefined,
  });
}

/**
 * /common/transfer?tableName&ids (or &id, as the detail screen opens the transfer action's page):
 * a new owner, and whether the previous one stays in the team; the transfer action on each
 * record (its batch route), saying which could not be transferred and why.
 */
export function TransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tableName = params.get('tableName') ?? '';
  const ids = (params.get('ids') ?? params.get('id') ?? '').split(',').filter(Boolean);
  const entity = manifestOfTable(tableName);
  const transfer = useRunActionBatch(entity);
  const [owner, setOwner] = useState<UserSummary | null>(null);
  const [keep, setKeep] = useState<Keep>('none');
  const [picking, setPicking] = useState(false);
  useEffect(() => void loadUserPicker().catch(() => undefined), []);
  const can = usePermission();
  useTransferTitle(entity, ids);

  async function submit() {
    if (!owner) {
      feedback.toast(t('web.action.transferPage.ownerRequired'));
      return;
    }
    // A batch that did nothing is refused as a whole (the client has said why); one that did some says which not.
    let refused: ActionBatchResult['refused'];
    try {
      ({ refused } = await transfer.mutateAsync({ name: 'transfer', ids, values: { ownerId: owner.id, keepAsTeam: keep === 'none' ? null : keep } }));
    } catch {
      return;
    }
    if (refused.length === 0) feedback.success(t('web.action.transferPage.success'));
    else
      await feedback.alert({
        content: [t('web.action.batchResult', { done: ids.length - refused.length, refused: refused.length }), ...refused.map((r) => r.message)].join('\n'),
      });
    if (entity && ids.length === 1 && (await stillVisible(ids[0]!)))
      void navigate(`${entity.routes.view}?id=${encodeURIComponent(ids[0]!)}`, { replace: true });
    else if (entity) void navigate(entity.routes.list, { replace: true });
    else void navigate(-1);
  }

  /** A salesperson who handed their own record on no longer sees it: back to the list, not to a page saying it is gone. */
  async function stillVisible(id: string): Promise<boolean> {
    if (!entity) return false;
    return readQuietly(entity, id).then(
      (answer) => answer.success,
      () => false,
    );
  }

  // Opened by its address without the button: said at once, not after the form is filled.
  if (entity && !can(`${entity.permissionPrefix}:transfer`)) return <ScreenMessage text={t('web.action.transferPage.noPermission')} />;

  return (
    <div>
      <List>
        <List.Item
          data-testid="transfer-user"
          onClick={() => setPicking(true)}
          extra={owner ? owner.realname || owner.username : t('web.field.selectUser')}
          clickable
        >
          {t('web.action.transferPage.newOwner')}
        </List.Item>
      </List>
      <List header={t('web.action.transferPage.keepAsTeam')}>
        <List.Item>
          <Radio.Group value={keep} onChange={(v) => setKeep(v as Keep)}>
            <Space direction="vertical">
              <Radio value="none" data-testid="transfer-keep-none">
                {t('web.action.transferPage.keepNone')}
              </Radio>
              <Radio value="r" data-testid="transfer-keep-r">
                {t('web.action.transferPage.keepR')}
              </Radio>
              <Radio value="rw" data-testid="transfer-keep-rw">
                {t('web.action.transferPage.keepRw')}
              </Radio>
            </Space>
          </Radio.Group>
        </List.Item>
      </List>
      <div style={{ padding: 12 }}>
        <Button block color="primary" size="large" loading={transfer.isPending} onClick={() => void submit()} data-testid="transfer-submit">
          {t('web.action.transferPage.submit')}
        </Button>
      </div>
      {picking && (
        <Suspense fallback={null}>
          <UserPicker visible onClose={() => setPicking(false)} onPick={setOwner} title={t('web.action.transferPage.newOwner')} />
        </Suspense>
      )}
    </div>
  );
}
