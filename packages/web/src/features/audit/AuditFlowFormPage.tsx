import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import {
  APPROVER_KINDS,
  MAX_AUDIT_STEPS,
  MAX_STEP_APPROVERS,
  STEP_MODES,
  type ApproverKind,
  type AuditFlowDef,
  type AuditStepDef,
  type RoleView,
  type StepMode,
  type UserSummary,
} from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { historyIndex, usePageTitle } from '../../lib/route-handle.ts';
import { useObjectLabels } from '../../records/audit/object-labels.ts';
import { ScreenLoading, ScreenMessage } from '../../records/view/ScreenState.tsx';
import { rolesQuery } from '../../lib/shared-queries.ts';
import { auditFlowDefsQuery, useSaveAuditFlow } from './api/audit-flows.ts';
import { useIsAdmin } from './AuditFlowSettingsPage.tsx';
import styles from './Audit.module.css';

// The user picker record forms use for 'user' fields; it loads once the page has shown, before the first tap.
const loadUserPicker = () => import('../../records/fields/input/UserFieldInput.tsx');
const UserPicker = lazy(() => loadUserPicker().then((m) => ({ default: m.UserPicker })));

const SETTINGS_PATH = '/sys/sysAuditFlow';
/** Long enough for "Regional sales director"; a step's name is a label, not a note. */
const MAX_STEP_NAME = 50;
/** Selector options at least 44 px tall to tap. */
const SELECTOR_STYLE = { '--padding': '13px 8px' } as const;

/** A step as the form holds it: the amount as typed, and the names of the users it names. */
interface StepDraft {
  key: number;
  name: string;
  approverKind: ApproverKind;
  approverIds: string[];
  userNames: Record<string, string>;
  mode: StepMode;
  amount: string;
}

const named = (kind: ApproverKind) => kind === 'user' || kind === 'role';

function draftOf(step: AuditStepDef, names: readonly string[] | undefined, key: number): StepDraft {
  return {
    key,
    name: step.name,
    approverKind: step.approverKind,
    approverIds: [...step.approverIds],
    userNames: step.approverKind === 'user' ? Object.fromEntries(step.approverIds.map((id, i) => [id, names?.[i] ?? id])) : {},
    mode: step.mode,
    amount: step.minAmount === null ? '' : String(step.minAmount),
  };
}

const newStep = (key: number): StepDraft => ({ key, name: '', approverKind: 'superior', approverIds: [], userNames: {}, mode: 'any', amount: '' });

function stepOf(draft: StepDraft): AuditStepDef {
  const amount = draft.amount.trim();
  return {
    name: draft.name.trim(),
    approverKind: draft.approverKind,
    approverIds: named(draft.approverKind) ? draft.approverIds : [],
    mode: draft.mode,
    minAmount: amount === '' ? null : Number(amount),
  };
}

/** What is wrong with a step, in the user's language; null when it may be saved. */
function checkStep(draft: StepDraft, t: TFunction): string | null {
  if (named(draft.approverKind) && draft.approverIds.length === 0) return t('web.audit.form.approversRequired');
  if (draft.approverIds.length > MAX_STEP_APPROVERS) return t('web.audit.form.tooManyApprovers', { max: MAX_STEP_APPROVERS });
  const amount = draft.amount.trim();
  if (amount !== '' && !(Number.isFinite(Number(amount)) && Number(amount) >= 0)) return t('web.audit.form.amountInvalid');
  return null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <div className={styles.fieldLabel}>{label}</div>
      {children}
    </div>
  );
}

interface StepCardProps {
  step: StepDraft;
  index: number;
  count: number;
  error: string | undefined;
  roles: readonly RoleView[] | undefined;
  onChange: (patch: Partial<StepDraft>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onPickUser: () => void;
}

function StepCard({ step, index, count, error, roles, onChange, onMove, onRemove, onPickUser }: StepCardProps) {
  const { t } = useTranslation();
  const title = t('web.audit.form.stepTitle', { n: index + 1 });
  const small = { minHeight: 44, minWidth: 44 } as const;
  return (
    <section className={styles.stepCard} data-testid={`audit-step-${index}`} aria-label={title}>
      <div className={styles.stepHead}>
        <h3 className={styles.sectionTitle} style={{ margin: 0 }}>
          {title}
        </h3>
        <div>
          <Button size="small" fill="none" style={small} disabled={index === 0} onClick={() => onMove(-1)} data-testid="audit-step-up">
            {t('web.audit.form.moveUp')}
          </Button>
          <Button size="small" fill="none" style={small} disabled={index === count - 1} onClick={() => onMove(1)} data-testid="audit-step-down">
            {t('web.audit.form.moveDown')}
          </Button>
          <Button size="small" fill="none" color="danger" style={small} onClick={onRemove} data-testid="audit-step-remove">
            {t('web.audit.form.remove')}
          </Button>
        </div>
      </div>
      <Field label={t('web.audit.form.name')}>
        <div className={styles.inputBox}>
          <Input
            data-testid="audit-step-name"
            aria-label={t('web.audit.form.name')}
            value={step.name}
            maxLength={MAX_STEP_NAME}
            placeholder={t('web.audit.form.namePlaceholder', { n: index + 1 })}
            onChange={(name) => onChange({ name })}
          />
        </div>
      </Field>
      <Field label={t('web.audit.form.approverKind')}>
        <Selector
          data-testid="audit-step-kind"
          columns={2}
          style={SELECTOR_STYLE}
          options={APPROVER_KINDS.map((kind) => ({ label: t(`web.audit.form.kind.${kind}`), value: kind }))}
          value={[step.approverKind]}
          onChange={([kind]) => {
            if (kind && kind !== step.approverKind) onChange({ approverKind: kind, approverIds: [], userNames: {} });
          }}
        />
      </Field>
      {step.approverKind === 'user' && (
        <Field label={t('web.audit.form.users')}>
          <div className={styles.chips}>
            {step.approverIds.map((id) => {
              const name = step.userNames[id] ?? id;
              return (
                <Button
                  key={id}
                  size="small"
                  fill="outline"
                  style={{ minHeight: 44 }}
                  aria-label={t('web.audit.form.removeUser', { name })}
                  data-testid="audit-step-user"
                  onClick={() => {
                    const userNames = { ...step.userNames };
                    delete userNames[id];
                    onChange({ approverIds: step.approverIds.filter((other) => other !== id), userNames });
                  }}
                >
                  {name} ✕
                </Button>
              );
            })}
            <Button size="small" color="primary" fill="outline" style={{ minHeight: 44 }} onClick={onPickUser} data-testid="audit-step-add-user">
              {t('web.audit.form.addUser')}
            </Button>
          </div>
        </Field>
      )}
      {step.approverKind === 'role' && (
        <Field label={t('web.audit.form.roles')}>
          {roles && roles.length === 0 ? (
            <p className={styles.weak}>{t('web.audit.form.noRoles')}</p>
          ) : (
            <Selector
              data-testid="audit-step-roles"
              multiple
              columns={2}
              style={SELECTOR_STYLE}
              options={(roles ?? []).map((role) => ({ label: role.roleName, value: role.id }))}
              value={step.approverIds}
              onChange={(approverIds) => onChange({ approverIds })}
            />
          )}
        </Field>
      )}
      <Field label={t('web.audit.form.mode')}>
        <Selector
          data-testid="audit-step-mode"
          columns={2}
          style={SELECTOR_STYLE}
          options={STEP_MODES.map((mode) => ({ label: t(`web.audit.flow.mode.${mode}`), value: mode }))}
          value={[step.mode]}
          onChange={([mode]) => {
            if (mode) onChange({ mode });
          }}
        />
      </Field>
      <Field label={t('web.audit.form.minAmount')}>
        <div className={styles.inputBox}>
          <Input
            data-testid="audit-step-amount"
            aria-label={t('web.audit.form.minAmount')}
            type="number"
            inputMode="decimal"
            value={step.amount}
            placeholder={t('web.audit.form.minAmountPlaceholder')}
            onChange={(amount) => onChange({ amount })}
          />
        </div>
      </Field>
      {error && (
        <p className={styles.error} role="alert" data-testid="audit-step-error">
          {error}
        </p>
      )}
    </section>
  );
}

/** The steps of one object's flow as the administrator edits them; kept whatever the server answers until saved. */
function FlowEditor({ flow }: { flow: AuditFlowDef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [steps, setSteps] = useState<StepDraft[]>(() => flow.steps.map((step, i) => draftOf(step, flow.approverNames?.[i], i)));
  const nextKey = useRef(flow.steps.length);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [picking, setPicking] = useState<number | null>(null);
  const save = useSaveAuditFlow();
  const roles = useQuery({ ...rolesQuery(), enabled: steps.some((step) => step.approverKind === 'role') });
  useEffect(() => void loadUserPicker().catch(() => undefined), []);

  function change(key: number, patch: Partial<StepDraft>) {
    setSteps((all) => all.map((step) => (step.key === key ? { ...step, ...patch } : step)));
    setErrors((all) => {
      if (!(key in all)) return all;
      const next = { ...all };
      delete next[key];
      return next;
    });
  }

  function move(index: number, delta: -1 | 1) {
    setSteps((all) => {
      const to = index + delta;
      if (to < 0 || to >= all.length) return all;
      const next = [...all];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    });
  }

  function add() {
    if (steps.length >= MAX_AUDIT_STEPS) {
      feedback.toast(t('web.audit.form.tooManySteps', { max: MAX_AUDIT_STEPS }));
      return;
    }
    setSteps((all) => [...all, newStep(nextKey.current++)]);
  }

  function pick(user: UserSummary) {
    const step = steps.find((s) => s.key === picking);
    if (!step || step.approverIds.includes(user.id)) return;
    change(step.key, { approverIds: [...step.approverIds, user.id], userNames: { ...step.userNames, [user.id]: user.realname || user.username } });
  }

  async function submit() {
    const found: Record<number, string> = {};
    for (const step of steps) {
      const error = checkStep(step, t);
      if (error) found[step.key] = error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      feedback.toast(t('web.audit.form.fixErrors'));
      return;
    }
    try {
      await save.mutateAsync({ apiName: flow.apiName, steps: steps.map(stepOf) });
    } catch {
      // The HTTP client said why; every step stays as entered.
      return;
    }
    feedback.success(t('web.audit.form.saved'));
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(SETTINGS_PATH, { replace: true });
  }

  return (
    <div className={styles.page} data-testid="audit-flow-form">
      {steps.length === 0 && (
        <p className={styles.weak} style={{ padding: '12px 12px 0', margin: 0 }}>
          {t('web.audit.form.noStepsHint')}
        </p>
      )}
      {steps.map((step, index) => (
        <StepCard
          key={step.key}
          step={step}
          index={index}
          count={steps.length}
          error={errors[step.key]}
          roles={roles.data?.records}
          onChange={(patch) => change(step.key, patch)}
          onMove={(delta) => move(index, delta)}
          onRemove={() => setSteps((all) => all.filter((other) => other.key !== step.key))}
          onPickUser={() => setPicking(step.key)}
        />
      ))}
      <div style={{ padding: '12px 12px 0' }}>
        <Button
          block
          fill="outline"
          color="primary"
          style={{ minHeight: 44 }}
          disabled={steps.length >= MAX_AUDIT_STEPS}
          onClick={add}
          data-testid="audit-add-step"
        >
          {t('web.audit.form.addStep')}
        </Button>
      </div>
      <div className={styles.footer} style={{ position: 'sticky', bottom: 0 }}>
        <Button block color="primary" size="large" loading={save.isPending} onClick={() => void submit()} data-testid="audit-flow-save">
          {t('web.common.save')}
        </Button>
      </div>
      {picking !== null && (
        <Suspense fallback={null}>
          <UserPicker visible onClose={() => setPicking(null)} onPick={pick} title={t('web.audit.form.addUser')} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * /sys/sysAuditFlowForm?apiName= (administrators): an object's flow, its steps in order. Each has
 * a name, its approvers (named users, roles, the submitter's superior or department head), whether
 * any or all of them must agree, and the amount from which it applies.
 */
export function AuditFlowFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const apiName = params.get('apiName') ?? '';
  const admin = useIsAdmin();
  const flows = useQuery({ ...auditFlowDefsQuery(), enabled: admin });
  const objectLabel = useObjectLabels(apiName ? [apiName] : []);
  usePageTitle({ subject: objectLabel(apiName) || undefined });
  if (!admin) return <ScreenMessage text={t('web.audit.settings.adminOnly')} />;
  if (flows.isError) return <ScreenMessage text={t('web.common.loadFailed')} />;
  if (!flows.data) return <ScreenLoading />;
  const flow = flows.data.find((item) => item.apiName === apiName);
  if (!flow) return <ScreenMessage text={t('web.audit.settings.unknownObject')} />;
  return <FlowEditor key={apiName} flow={flow} />;
}
