import { queryOptions } from '@tanstack/react-query';
import { RECORD_API, type RecordRow } from '@crm/domain';
import { http } from '../../../lib/http.ts';
import { resultOf } from '../../../lib/shared-queries.ts';
import { recordKeys } from '../../../records/api/keys.ts';
import { lineRowsOf } from '../../../records/fields/line-rows.ts';

/** A stage of a sales process (a `stages` row of a crmProcess record) as the steps panel shows it. */
export interface ProcessStage {
  id: string;
  name: string;
  /** The stage's tasks, one per line of its `tasks` text, as the server reads them. */
  tasks: string[];
}

/** The stages of a process record, in order. */
export function stagesOf(process: RecordRow | null): ProcessStage[] {
  return lineRowsOf(process?.stages).map((row) => ({
    id: String(row.id),
    name: String(row.name ?? ''),
    tasks: String(row.tasks ?? '')
      .split('\n')
      .map((task) => task.trim())
      .filter(Boolean),
  }));
}

/**
 * An opportunity's sales process, under the process's own detail key (an edited process refreshes
 * it). Silent: a process the caller cannot read leaves the panel out, not a toast on the screen.
 */
export const processStagesQuery = (processId: string) =>
  queryOptions({
    queryKey: recordKeys.detail('crmProcess', processId),
    queryFn: ({ signal }) => http.get<RecordRow>(RECORD_API.queryById('crm', 'crmProcess'), { id: processId }, { signal, silent: true }).then(resultOf),
    select: stagesOf,
    staleTime: 5 * 60_000,
  });
