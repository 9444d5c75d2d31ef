import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.oaBug.${name}`;

/** A bug's status: open (reported), being fixed, resolved (with its solution), closed (checked by the reporter). */
export const BUG_STATUS = { open: '1', fixing: '2', resolved: '3', closed: '4' } as const;

/** How bad a bug is. */
export const BUG_SEVERITY = { fatal: '1', serious: '2', normal: '3', minor: '4' } as const;

const S = BUG_STATUS;
/** Moves that are the assignee's alone. */
const ASSIGNEE = 'field:assigneeId' as const;

/**
 * Bugs (spec section 2: oaBugList|Add|View|SolutionForm): a defect found in a project's work,
 * reported with its severity and how to reproduce it, assigned to the colleague who fixes it
 * (appoint), worked (startFix), resolved on the solution form with how it was resolved, and
 * closed by whoever checks it, or reopened. Seen by its reporter's scope, its assignee and
 * whoever sees its project.
 */
export const oaBug = defineObject({
  module: 'oa',
  apiName: 'oaBug',
  fields: [
    { name: 'bugNo', type: 'autoNumber', label: f('bugNo'), autoNumber: { prefix: 'QX', digits: 6 }, editable: false, width: 'half' },
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: S.open, label: f('statusOpen'), color: 'red' },
        { value: S.fixing, label: f('statusFixing'), color: 'blue' },
        { value: S.resolved, label: f('statusResolved'), color: 'green' },
        { value: S.closed, label: f('statusClosed'), color: '#969799' },
      ],
    },
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'projectId', type: 'relation', label: f('projectId'), relation: 'oaProject', required: true },
    {
      name: 'severity',
      type: 'dict',
      label: f('severity'),
      required: true,
      defaultValue: BUG_SEVERITY.normal,
      width: 'half',
      options: [
        { value: BUG_SEVERITY.fatal, label: f('severityFatal'), color: 'red' },
        { value: BUG_SEVERITY.serious, label: f('severitySerious'), color: 'orange' },
        { value: BUG_SEVERITY.normal, label: f('severityNormal'), color: 'blue' },
        { value: BUG_SEVERITY.minor, label: f('severityMinor'), color: '#969799' },
      ],
    },
    { name: 'assigneeId', type: 'user', label: f('assigneeId'), width: 'half' },
    { name: 'description', type: 'textarea', label: f('description'), required: true, maxLength: 2000 },
    { name: 'steps', type: 'textarea', label: f('steps'), maxLength: 2000 },
    { name: 'images', type: 'images', label: f('images'), maxCount: 6 },
    // The resolution, from the solution form.
    {
      name: 'resolution',
      type: 'dict',
      label: f('resolution'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      group: f('groupSolution'),
      options: [
        { value: '1', label: f('resolutionFixed') },
        { value: '2', label: f('resolutionByDesign') },
        { value: '3', label: f('resolutionDuplicate') },
        { value: '4', label: f('resolutionCannotReproduce') },
      ],
    },
    { name: 'solution', type: 'textarea', label: f('solution'), maxLength: 2000, editable: false, hideOnAdd: true, group: f('groupSolution') },
    { name: 'resolverId', type: 'user', label: f('resolverId'), editable: false, hideOnAdd: true, width: 'half', group: f('groupSolution') },
    { name: 'resolveTime', type: 'datetime', label: f('resolveTime'), editable: false, hideOnAdd: true, width: 'half', group: f('groupSolution') },
  ],
  titleField: 'title',
  subtitleFields: ['bugNo', 'projectId', 'severity', 'assigneeId'],
  searchFields: ['title', 'bugNo', 'description'],
  filterFields: ['status', 'severity', 'projectId', 'assigneeId', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  status: { field: 'status', initial: S.open, transitions: {}, editable: [S.open, S.fixing] },
  // Handed to whoever fixes it, who is told, while it is not resolved.
  appoint: { field: 'assigneeId', status: [S.open, S.fixing] },
  relatedLists: [],
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'assignedMe', label: f('sceneAssignedMe'), conditions: [{ field: 'assigneeId', op: 'eq', value: '$me' }] },
    { key: 'unresolved', label: f('sceneUnresolved'), conditions: [{ field: 'status', op: 'in', value: [S.open, S.fixing] }] },
  ],
  features: { owner: true, attachments: true, comments: true },
  actions: {
    // Its assignee's moves: they fix it (a bug nobody is assigned is appointed first).
    startFix: { when: { status: [S.open], actor: ASSIGNEE }, sets: { status: S.fixing } },
    // The solution form (spec oaBugSolutionForm): how it was resolved and what was done.
    resolve: {
      when: { status: [S.open, S.fixing], actor: ASSIGNEE },
      input: [
        {
          name: 'resolution',
          type: 'dict',
          label: f('resolution'),
          required: true,
          options: [
            { value: '1', label: f('resolutionFixed') },
            { value: '2', label: f('resolutionByDesign') },
            { value: '3', label: f('resolutionDuplicate') },
            { value: '4', label: f('resolutionCannotReproduce') },
          ],
        },
        { name: 'solution', type: 'textarea', label: f('solution'), required: true, maxLength: 2000 },
      ],
      sets: { status: S.resolved, resolution: '$input.resolution', solution: '$input.solution', resolverId: '$me', resolveTime: '$now' },
      screen: '/oa/oaBugSolutionForm',
      notify: 'owner',
    },
    close: { when: { status: [S.resolved] }, sets: { status: S.closed }, confirm: f('action.closeConfirm') },
    reopen: {
      when: { status: [S.resolved, S.closed] },
      sets: { status: S.open, resolution: null, resolverId: null, resolveTime: null },
      notify: 'field:assigneeId',
    },
  },
});
