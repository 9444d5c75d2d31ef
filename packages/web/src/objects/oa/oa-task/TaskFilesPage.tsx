import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../lib/route-handle.ts';
import { recordDetailQuery } from '../../../records/api/record-queries.ts';
import { useEntityMeta, type EntityMeta } from '../../../records/meta/entity-meta.ts';
import { ScreenLoading, ScreenMessage } from '../../../records/view/ScreenState.tsx';
import { AttachmentsTab } from '../../../records/view/tabs/AttachmentsTab.tsx';

const TASK = { kind: 'entity', apiName: 'oaTask' } as const;

/**
 * /oa/oaTaskFilesAdd?id=: a task's files (spec oaTaskFilesAdd): what is attached to it, and, for
 * whoever may change the task, images and files added to it (its detail's button leads here).
 */
export function TaskFilesPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const { meta } = useEntityMeta(TASK);
  if (!id) return <ScreenMessage />;
  if (!meta) return <ScreenLoading />;
  return <TaskFiles meta={meta} id={id} />;
}

function TaskFiles({ meta, id }: { meta: EntityMeta; id: string }) {
  const task = useQuery(recordDetailQuery(meta, id));
  usePageTitle({ subject: typeof task.data?.title === 'string' ? task.data.title : undefined });
  if (task.isError) return <ScreenMessage />;
  if (!task.data) return <ScreenLoading />;
  return (
    <div data-testid="task-files">
      <AttachmentsTab tableName={meta.def.table} dataId={id} canEdit={task.data._access?.canEdit === true} />
    </div>
  );
}
