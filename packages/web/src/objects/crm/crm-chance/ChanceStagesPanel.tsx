import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Checkbox from 'antd-mobile/es/components/checkbox/index.js';
import Skeleton from 'antd-mobile/es/components/skeleton/index.js';
import Steps from 'antd-mobile/es/components/steps/index.js';
import { CHANCE_STATUS, type RecordRow } from '@crm/domain';
import { isConflict, useRunAction } from '../../../records/api/record-queries.ts';
import { recordKeys } from '../../../records/api/keys.ts';
import type { RecordPanelProps } from '../../../records/web-object.ts';
import { processStagesQuery, type ProcessStage } from './process-stages.ts';
import styles from './ChanceStagesPanel.module.css';

const DAY_MS = 86_400_000;

/** Whole days since the opportunity entered its stage (the server counts a closed stage's days the same way). */
function daysInStage(stageTime: unknown, now = Date.now()): number | null {
  const entered = typeof stageTime === 'string' ? Date.parse(stageTime) : Number.NaN;
  return Number.isNaN(entered) ? null : Math.max(0, Math.floor((now - entered) / DAY_MS));
}

/** Where the opportunity stands: the index of its stage (by id, or by name if the id left the process), -1 if neither. */
function stageIndex(stages: readonly ProcessStage[], record: RecordRow): number {
  const byId = stages.findIndex((stage) => stage.id === record.stageId);
  return byId >= 0 ? byId : stages.findIndex((stage) => stage.name === record.stageName);
}

/**
 * The opportunity's sales stages between the detail screen's header and its tabs: the process's
 * stages with the current one highlighted (all finished once won; the one it ended in marked for a
 * lost or invalid one), how long it has been in its stage, and the stage's tasks as a check list
 * that ticks them off through the `task` action.
 */
export function ChanceStagesPanel({ meta, record }: RecordPanelProps) {
  const processId = typeof record.processId === 'string' ? record.processId : '';
  const process = useQuery({ ...processStagesQuery(processId), enabled: processId !== '' });
  if (!processId || process.isError) return null;
  if (!process.data) {
    return (
      <section className={styles.panel} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </section>
    );
  }
  if (process.data.length === 0) return null;
  return <StagesView meta={meta} record={record} stages={process.data} />;
}

function StagesView({ meta, record, stages }: RecordPanelProps & { stages: ProcessStage[] }) {
  const { t } = useTranslation();
  const status = String(record.status ?? '');
  const ongoing = status === CHANCE_STATUS.ongoing;
  const index = stageIndex(stages, record);
  // Won: every stage finished. Lost or invalid: the stage it ended in, marked.
  const current = status === CHANCE_STATUS.won ? stages.length : index;
  const ended = status === CHANCE_STATUS.lost || status === CHANCE_STATUS.invalid;
  const days = ongoing ? daysInStage(record.stageTime) : null;
  const scroller = useRef<HTMLDivElement>(null);

  // A process too long for the screen scrolls sideways: the current stage is brought into view.
  useEffect(() => {
    const row = scroller.current;
    const step = row?.querySelectorAll<HTMLElement>('.adm-step')[Math.min(current, stages.length - 1)];
    if (row && step && row.scrollWidth > row.clientWidth) row.scrollLeft = step.offsetLeft - (row.clientWidth - step.offsetWidth) / 2;
  }, [current, stages.length]);

  return (
    <section className={styles.panel} data-testid="chance-stages">
      <div className={styles.head}>
        <h3 className={styles.title}>{t('entity.crmChance.steps.title')}</h3>
        {ongoing && days !== null && (
          <span className={styles.note} data-testid="chance-stayed">
            {t('entity.crmChance.steps.stayed', { days })}
          </span>
        )}
        {!ongoing && (
          <span className={styles.note} data-testid="chance-closed">
            {t('entity.crmChance.steps.closed')}
          </span>
        )}
      </div>
      <div className={styles.scroller} ref={scroller}>
        <Steps current={current} className={styles.steps}>
          {stages.map((stage, i) => (
            <Steps.Step
              key={stage.id}
              title={stage.name}
              status={ended && i === index ? 'error' : undefined}
              aria-current={i === current ? 'step' : undefined}
              data-testid="chance-step"
            />
          ))}
        </Steps>
      </div>
      {ongoing && index >= 0 && <StageTasks meta={meta} record={record} tasks={stages[index]!.tasks} />}
    </section>
  );
}

/** The current stage's tasks, ticked off (or back on) one tap at a time; read-only for whoever may not run `task`. */
function StageTasks({ meta, record, tasks }: RecordPanelProps & { tasks: string[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = useRunAction(meta);
  const done = new Set(Array.isArray(record.doneTasks) ? (record.doneTasks as string[]) : []);
  const allowed = record._access?.actions?.task === true;

  function tick(task: string, checked: boolean) {
    // One at a time: each answer carries the version the next tap needs.
    if (run.isPending) return;
    run.mutate(
      { name: 'task', id: record.id, version: record.version, values: checked ? { task } : { task, done: false } },
      {
        // The HTTP client has said why; a stale version is fetched again so the next tap goes through.
        onError: (error) => {
          if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: recordKeys.detail(meta.sourceKey, record.id) });
        },
      },
    );
  }

  return (
    <div className={styles.tasks} data-testid="chance-tasks">
      <div className={styles.subtitle}>{t('entity.crmChance.steps.tasks')}</div>
      {tasks.length === 0 ? (
        <div className={styles.empty}>{t('entity.crmChance.steps.noTasks')}</div>
      ) : (
        tasks.map((task) => (
          <Checkbox
            key={task}
            block
            className={styles.task}
            data-testid="chance-task"
            checked={done.has(task)}
            disabled={!allowed}
            onChange={(checked) => tick(task, checked)}
          >
            {task}
          </Checkbox>
        ))
      )}
    </div>
  );
}
