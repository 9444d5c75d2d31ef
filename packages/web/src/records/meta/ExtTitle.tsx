import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/route-handle.ts';
import { useAppStore } from '../../stores/app.ts';

/**
 * An extension table's page title: the table's name (from the workspace's table list) as its
 * `{{object}}`. Loaded with the page (app/record-routes.tsx), not with every route's root.
 */
export function ExtTitle({ tableId, title }: { tableId: string; title: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const name = useAppStore((s) => s.tableNameList.find((table) => table.tableId === tableId)?.name);
  const key = title === 'web.route.recordAdd' && params.get('id') ? 'web.route.recordEdit' : title;
  usePageTitle({ title: name ? tKey(t, key, { object: name }) : undefined });
  return null;
}
