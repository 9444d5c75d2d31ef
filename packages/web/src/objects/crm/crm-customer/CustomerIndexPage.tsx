import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Card from 'antd-mobile/es/components/card/index.js';
import Grid from 'antd-mobile/es/components/grid/index.js';
import { AddCircleOutline, EnvironmentOutline, SearchOutline, TeamOutline, UserAddOutline, UserContactOutline } from 'antd-mobile-icons';
import { tKey } from '../../../lib/i18n.ts';
import { usePermission } from '../../../lib/permission.tsx';
import { useAppStore } from '../../../stores/app.ts';
import { recordCountQuery } from '../../../records/api/list-queries.ts';
import { manifestOf } from '../../../records/definitions.ts';
import { useEntityMeta, type EntityMeta } from '../../../records/meta/entity-meta.ts';
import styles from './CustomerIndexPage.module.css';

const CUSTOMER = 'crmCustomer';

/** The counts of the customer home: every customer, mine, and the not-followed presets (spec section 9). */
export const HOME_SCENES = [
  { key: 'all', label: 'web.list.home.all' },
  { key: 'mine', label: 'web.list.home.mine' },
  { key: 'notFollowed7', label: 'web.list.home.notFollowed7' },
  { key: 'notFollowed15', label: 'web.list.home.notFollowed15' },
  { key: 'notFollowed30', label: 'web.list.home.notFollowed30' },
] as const;

function SceneCount({ meta, sceneKey, label }: { meta: EntityMeta; sceneKey: string; label: string }) {
  const { t } = useTranslation();
  const count = useQuery(recordCountQuery(meta, { sceneId: sceneKey === 'all' ? undefined : sceneKey }));
  const listPath = meta.routes.list;
  return (
    <Link to={`${listPath}?scene=${sceneKey}`} className={styles.count} data-testid="customer-count" data-key={sceneKey}>
      <span className={styles.countValue}>{count.data ?? '-'}</span>
      <span className={styles.countLabel}>{tKey(t, label)}</span>
    </Link>
  );
}

/** /crm/crmCustomerIndex: the customer home, with counts by scene and the customer shortcuts (the nearby customers among them). */
export function CustomerIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const { meta } = useEntityMeta({ kind: 'entity', apiName: CUSTOMER });
  const links = [
    { apiName: CUSTOMER, label: 'web.list.home.customers', icon: <TeamOutline /> },
    { apiName: 'crmContacter', label: 'web.list.home.contacts', icon: <UserContactOutline /> },
    { apiName: 'crmClue', label: 'web.list.home.clues', icon: <UserAddOutline /> },
  ].flatMap((link) => {
    const def = manifestOf(link.apiName);
    return def && can(`${def.permissionPrefix}:list`) ? [{ ...link, to: def.routes.list }] : [];
  });
  const customer = manifestOf(CUSTOMER);
  const canAdd = customer && can(`${customer.permissionPrefix}:add`);

  return (
    <div className={styles.page} data-testid="customer-index">
      {meta && can(`${meta.def.permissionPrefix}:list`) && (
        <Card className={styles.counts}>
          {HOME_SCENES.map((scene) => (
            <SceneCount key={scene.key} meta={meta} sceneKey={scene.key} label={scene.label} />
          ))}
        </Card>
      )}
      <Card title={t('web.list.home.quickLinks')}>
        <Grid columns={4} gap={12}>
          {links.map((link) => (
            <Grid.Item key={link.apiName}>
              <Link to={link.to} className={styles.link} data-testid="customer-link" data-key={link.apiName}>
                <span className={styles.linkIcon}>{link.icon}</span>
                {tKey(t, link.label)}
              </Link>
            </Grid.Item>
          ))}
          {customer && canAdd && (
            <Grid.Item>
              <button
                type="button"
                className={styles.link}
                data-testid="customer-add"
                onClick={() => {
                  useAppStore.getState().set({ formStatus: 'add' });
                  void navigate(customer.routes.add);
                }}
              >
                <span className={styles.linkIcon}>
                  <AddCircleOutline />
                </span>
                {t('web.list.home.addCustomer')}
              </button>
            </Grid.Item>
          )}
          {can('crm:nearbyCustomer:list') && (
            <Grid.Item>
              <Link to="/crm/nearbyCustomer" className={styles.link} data-testid="customer-nearby">
                <span className={styles.linkIcon}>
                  <EnvironmentOutline />
                </span>
                {t('common.menu.nearbyCustomer')}
              </Link>
            </Grid.Item>
          )}
          <Grid.Item>
            <Link to="/common/checkList" className={styles.link} data-testid="customer-check-list">
              <span className={styles.linkIcon}>
                <SearchOutline />
              </span>
              {t('web.list.home.checkList')}
            </Link>
          </Grid.Item>
        </Grid>
      </Card>
    </div>
  );
}
