/**
 * Approvals (record audit, ENGINE-II section 4): the calls, their inputs and answers. Every
 * object with the `audit` feature is submitted, agreed, rejected, revoked and urged through these
 * routes; flows are tenant data an administrator edits.
 *
 *   POST /sys/audit/submit       AuditRecordRef            → AuditFlowView
 *   POST /sys/audit/agree        AuditOpinionInput         → AuditFlowView
 *   POST /sys/audit/reject       AuditOpinionInput         → AuditFlowView
 *   POST /sys/audit/revoke       AuditRecordRef            → AuditFlowView  (the submitter, while pending)
 *   POST /sys/audit/urge         AuditRecordRef            → AuditFlowView  (the submitter; once an hour a record)
 *   POST /sys/audit/batchAgree   AuditBatchInput           → AuditBatchResult
 *   POST /sys/audit/batchReject  AuditBatchInput           → AuditBatchResult
 *   GET  /sys/audit/pendingList  AuditListQuery            → Page<AuditItem>
 *   GET  /sys/audit/flow         ?apiName=&id=             → AuditFlowView
 *   GET  /sys/auditFlow/list                               → AuditFlowDef[]  (administrators: every audited object)
 *   PUT  /sys/auditFlow/save     AuditFlowDef              → AuditFlowDef    (administrators)
 */

export const AUDIT_API = {
  submit: '/sys/audit/submit',
  agree: '/sys/audit/agree',
  reject: '/sys/audit/reject',
  revoke: '/sys/audit/revoke',
  urge: '/sys/audit/urge',
  batchAgree: '/sys/audit/batchAgree',
  batchReject: '/sys/audit/batchReject',
  pendingList: '/sys/audit/pendingList',
  flow: '/sys/audit/flow',
  flowList: '/sys/auditFlow/list',
  flowSave: '/sys/auditFlow/save',
} as const;

/** Who approves a step: named users, the holders of roles, the submitter's direct superior, or their department's head. */
export const APPROVER_KINDS = ['user', 'role', 'superior', 'departHead'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

/** A step completes when any one of its approvers agrees, or only when all of them have. */
export const STEP_MODES = ['any', 'all'] as const;
export type StepMode = (typeof STEP_MODES)[number];

/** Most steps a flow may have, approvers a step may name, characters an opinion may hold. */
export const MAX_AUDIT_STEPS = 10;
export const MAX_STEP_APPROVERS = 50;
export const MAX_OPINION_LENGTH = 500;
/** Urging the same record again waits this long (issue 13: at most once an hour a record). */
export const URGE_INTERVAL_MS = 60 * 60 * 1000;
/** Most records one batch agree or reject takes. */
export const MAX_AUDIT_BATCH = 200;

export interface AuditStepDef {
  /** What the approvers see the step called; empty: "Step N" in their language. */
  name: string;
  approverKind: ApproverKind;
  /** Users (kind 'user') or roles (kind 'role'); empty for 'superior' and 'departHead'. */
  approverIds: string[];
  mode: StepMode;
  /** The step applies only to records whose amount (the object's `auditAmount` field) is at least this; null: always. */
  minAmount: number | null;
}

/** An object's flow: its steps in order. No steps (or none applying): a record is reviewed on submission. */
export interface AuditFlowDef {
  apiName: string;
  steps: AuditStepDef[];
  /** Answered: names of the approvers per step, in step order (users' or roles' names). */
  approverNames?: string[][];
}

export interface AuditRecordRef {
  apiName: string;
  id: string;
}

export interface AuditOpinionInput extends AuditRecordRef {
  opinion?: string;
}

export interface AuditBatchInput {
  items: AuditRecordRef[];
  opinion?: string;
}

export interface AuditBatchResult {
  done: AuditRecordRef[];
  /** Each record refused on its own, with the reason in the caller's language; the others are done. */
  refused: (AuditRecordRef & { message: string })[];
}

/** Which audits a list shows: waiting for me, those I have acted on, those I submitted. */
export const AUDIT_LIST_STATES = ['pending', 'done', 'submitted'] as const;
export type AuditListState = (typeof AUDIT_LIST_STATES)[number];

export interface AuditListQuery {
  state?: AuditListState;
  pageNo?: number;
  pageSize?: number;
}

/** A submission as the audit lists show it. */
export interface AuditItem {
  apiName: string;
  id: string;
  /** The record's title (its title field), or its id when it has none. */
  title: string;
  /** AUDIT_STATUS of the record now. */
  auditStatus: string;
  submitterId: string;
  submitterName: string;
  submittedAt: string;
  /** The step waiting (pending), or the one where it ended; its name, or empty. */
  stepIndex: number;
  stepName: string;
  /** The record's amount (its `auditAmount` field), and its currency; null when the object has none. */
  amount: number | null;
  currency: string | null;
}

export type AuditRunStatus = 'pending' | 'reviewed' | 'rejected' | 'revoked';
export type ApproverState = 'waiting' | 'agreed' | 'rejected' | 'cancelled';
export type AuditStepState = 'done' | 'current' | 'waiting' | 'rejected' | 'cancelled';

export interface AuditApprover {
  userId: string;
  realname: string;
  /** Only approvers of a step reached have a state; those of later steps are 'waiting'. */
  state: ApproverState;
  opinion: string | null;
  actedAt: string | null;
}

export interface AuditStepView {
  name: string;
  mode: StepMode;
  state: AuditStepState;
  approvers: AuditApprover[];
}

export const AUDIT_EVENTS = ['submit', 'agree', 'reject', 'revoke', 'urge', 'reviewed'] as const;
export type AuditEventKind = (typeof AUDIT_EVENTS)[number];

export interface AuditEvent {
  action: AuditEventKind;
  userId: string | null;
  realname: string;
  opinion: string | null;
  stepName: string;
  at: string;
}

/** A record's approval: its status, its latest submission's steps, and the history of every submission, newest first. */
export interface AuditFlowView {
  apiName: string;
  id: string;
  auditStatus: string;
  title: string;
  submitterId: string | null;
  submitterName: string;
  submittedAt: string | null;
  steps: AuditStepView[];
  history: AuditEvent[];
  /** What the caller may do now (the routes accept exactly these). */
  can: { submit: boolean; agree: boolean; reject: boolean; revoke: boolean; urge: boolean };
  /** When the caller may urge again (an ISO time), when the last urge was less than an hour ago. */
  urgeAgainAt: string | null;
}
