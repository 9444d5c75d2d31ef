import { useTranslation } from 'react-i18next';
import Card from 'antd-mobile/es/components/card/index.js';
import { ErrorBlock } from '../../lib/error-block.tsx';
import Grid from 'antd-mobile/es/components/grid/index.js';
import { tKey } from '../../lib/i18n.ts';
import { useSessionStore } from '../../stores/session.ts';
import { AppTile } from '../../lib/app-icons.tsx';
import { workplaceAreas } from '../../lib/workplace-apps.ts';

/** /dashboard/workplace: the Applications tab. */
export function WorkplacePage() {
  const { t } = useTranslation();
  const menu = useSessionStore((s) => s.permissionList);
  const areas = workplaceAreas(menu);
  if (areas.length === 0) return <ErrorBlock status="empty" title={t('web.workplace.empty')} description="" />;
  return (
    <div style={{ padding: 12, display: 'grid', gap: 12 }}>
      {areas.map((area) => (
        <Card key={area.code} title={tKey(t, `common.area.${area.code}`)}>
          <Grid columns={4} gap={12}>
            {area.apps.map(({ app, item }) => (
              <Grid.Item key={app.name}>
                <AppTile app={app} item={item} />
              </Grid.Item>
            ))}
          </Grid>
        </Card>
      ))}
    </div>
  );
}
