import { defineObject } from '../../../entities/define-object.ts';
import { OWNED_SCENES } from '../../../entities/scenes.ts';

const f = (name: string) => `entity.crmWorkOrder.${name}`;

/**
 * A work order's processing status (spec section 4): pending acceptance (reported, or assigned
 * and waiting for its engineer to take it), accepted, to be allocated (returned by its engineer),
 * pending (on hold while processing: parts, the customer's absence), processing and completed.
 */
export const WORK_ORDER_STATUS = {
  pendingAccept: '1',
  accepted: '2',
  toAllocate: '3',
  pending: '4',
  processing: '5',
  completed: '6',
} as const;

/** Where a work order came from (the work_order_source dictionary): the portal and the public form set theirs. */
export const WORK_ORDER_SOURCE = { staff: '1', phone: '2', portal: '3', publicForm: '4' } as const;

const S = WORK_ORDER_STATUS;
const PROCESS = f('groupProcess');
const RESULT = f('groupResult');
/** Moves that are its engineer's alone: the user the work order is assigned to. */
const ENGINEER = 'field:engineerId' as const;

/**
 * Work orders (spec sections 2, 3 and 4: crmWorkOrderList|View|Add, crmWorkOrderBackForm,
 * appointWorkUser): a customer's fault or request, reported by staff, by the customer on the
 * self-service portal (/terminal) or on the company's public form (/crm/crmServiceAdd), on one of
 * its devices. A dispatcher assigns it to an engineer, who accepts it (or returns it with a reason:
 * back to be allocated), works it (processing, on hold when waiting) and completes it with the
 * cause and the solution, picked from the knowledge base or written; another engineer may take it
 * over (transferWork, with a reason). Each move tells whoever acts next, and the engineer's status
 * (free, busy, offline) follows the flow. The customer rates a completed one (crmWorkAppraise).
 */
export const crmWorkOrder = defineObject({
  module: 'crm',
  apiName: 'crmWorkOrder',
  fields: [
    { name: 'workOrderNo', type: 'autoNumber', label: f('workOrderNo'), autoNumber: { prefix: 'GD', digits: 6 }, editable: false, width: 'half' },
    // Moved only by the actions.
    {
      name: 'status',
      type: 'dict',
      label: f('status'),
      editable: false,
      hideOnAdd: true,
      width: 'half',
      options: [
        { value: S.pendingAccept, label: f('statusPendingAccept'), color: 'orange' },
        { value: S.accepted, label: f('statusAccepted'), color: 'blue' },
        { value: S.toAllocate, label: f('statusToAllocate'), color: 'red' },
        { value: S.pending, label: f('statusPending'), color: '#969799' },
        { value: S.processing, label: f('statusProcessing'), color: 'blue' },
        { value: S.completed, label: f('statusCompleted'), color: 'green' },
      ],
    },
    { name: 'subject', type: 'text', label: f('subject'), required: true, maxLength: 100 },
    { name: 'workOrderType', type: 'dict', label: f('workOrderType'), dict: 'work_order_type', required: true, width: 'half' },
    { name: 'urgency', type: 'dict', label: f('urgency'), dict: 'work_order_urgency', required: true, defaultValue: '2', width: 'half' },
    { name: 'source', type: 'dict', label: f('source'), dict: 'work_order_source', defaultValue: WORK_ORDER_SOURCE.staff, width: 'half' },
    { name: 'serviceFee', type: 'money', label: f('serviceFee'), width: 'half' },
    { name: 'customerId', type: 'relation', label: f('customerId'), relation: 'crmCustomer', required: true },
    // A contact and a device of that customer (the pickers filter by customer; the server refuses another's).
    { name: 'contacterId', type: 'relation', label: f('contacterId'), relation: 'crmContacter' },
    { name: 'equipmentId', type: 'relation', label: f('equipmentId'), relation: 'crmEquipment', copies: { serialNo: 'serialNo' } },
    { name: 'serialNo', type: 'text', label: f('serialNo'), maxLength: 100, width: 'half' },
    // Who to call on site, when it is not a contact of the CRM (a report from the portal or the public form).
    { name: 'contactName', type: 'text', label: f('contactName'), maxLength: 50, width: 'half' },
    { name: 'contactPhone', type: 'phone', label: f('contactPhone'), width: 'half' },
    { name: 'address', type: 'address', label: f('address') },
    // When the customer wants the engineer, and by when it must be done (overdue after it).
    { name: 'expectTime', type: 'datetime', label: f('expectTime'), width: 'half' },
    { name: 'deadline', type: 'datetime', label: f('deadline'), width: 'half' },
    { name: 'problemDescription', type: 'textarea', label: f('problemDescription'), required: true, maxLength: 2000 },
    // Six at most (spec section 5), compressed at 0.5 by the phone.
    { name: 'images', type: 'images', label: f('images'), maxCount: 6 },
    { name: 'content', type: 'textarea', label: f('content'), maxLength: 2000 },
    // The flow's: who works it and when each move happened.
    { name: 'engineerId', type: 'user', label: f('engineerId'), editable: false, hideOnAdd: true, width: 'half', group: PROCESS },
    { name: 'assignTime', type: 'datetime', label: f('assignTime'), editable: false, hideOnAdd: true, width: 'half', group: PROCESS },
    { name: 'acceptTime', type: 'datetime', label: f('acceptTime'), editable: false, hideOnAdd: true, width: 'half', group: PROCESS },
    { name: 'startTime', type: 'datetime', label: f('startTime'), editable: false, hideOnAdd: true, width: 'half', group: PROCESS },
    { name: 'returnReason', type: 'textarea', label: f('returnReason'), maxLength: 500, editable: false, hideOnAdd: true, group: PROCESS },
    { name: 'transferReason', type: 'textarea', label: f('transferReason'), maxLength: 500, editable: false, hideOnAdd: true, group: PROCESS },
    { name: 'holdReason', type: 'textarea', label: f('holdReason'), maxLength: 500, editable: false, hideOnAdd: true, group: PROCESS },
    // The completion: the cause found and the solution applied, picked from the knowledge base or written.
    { name: 'completeTime', type: 'datetime', label: f('completeTime'), editable: false, hideOnAdd: true, width: 'half', group: RESULT },
    { name: 'solutionId', type: 'relation', label: f('solutionId'), relation: 'crmWorkSolution', editable: false, hideOnAdd: true, group: RESULT },
    { name: 'cause', type: 'textarea', label: f('cause'), maxLength: 2000, editable: false, hideOnAdd: true, group: RESULT },
    { name: 'solution', type: 'textarea', label: f('solution'), maxLength: 2000, editable: false, hideOnAdd: true, group: RESULT },
    // Whether the customer rated it yet (one appraisal at most): the detail offers staff to take one down until then.
    {
      name: 'appraiseCount',
      type: 'number',
      label: f('appraiseCount'),
      editable: false,
      hideOnAdd: true,
      internal: true,
      rollup: { op: 'count', from: { object: 'crmWorkAppraise', via: 'workOrderId' } },
    },
  ],
  titleField: 'subject',
  subtitleFields: ['workOrderNo', 'customerId', 'urgency', 'status'],
  searchFields: ['workOrderNo', 'subject', 'serialNo', 'contactName', 'problemDescription'],
  filterFields: ['status', 'workOrderType', 'urgency', 'source', 'engineerId', 'customerId', 'equipmentId', 'deadline', 'createTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  // Edited while nobody works it yet or while it is worked; a completed one is what was done.
  status: { field: 'status', initial: S.pendingAccept, transitions: {}, editable: [S.pendingAccept, S.toAllocate, S.accepted, S.pending, S.processing] },
  relatedLists: [{ entity: 'crmWorkAppraise', field: 'workOrderId' }],
  presetScenes: [
    ...OWNED_SCENES,
    { key: 'assignedMe', label: f('sceneAssignedMe'), conditions: [{ field: 'engineerId', op: 'eq', value: '$me' }] },
    {
      key: 'toAssign',
      label: f('sceneToAssign'),
      conditions: [
        { field: 'status', op: 'in', value: [S.pendingAccept, S.toAllocate] },
        { field: 'engineerId', op: 'empty' },
      ],
    },
    { key: 'open', label: f('sceneOpen'), conditions: [{ field: 'status', op: 'ne', value: S.completed }] },
    { key: 'completed', label: f('sceneCompleted'), conditions: [{ field: 'status', op: 'eq', value: S.completed }] },
  ],
  features: { owner: true, attachments: true, comments: true },
  actions: {
    // The dispatcher's: to an engineer (its page lists them with their status and open load); the engineer is told.
    assign: {
      when: {
        status: [S.pendingAccept, S.toAllocate],
        fields: [{ field: 'engineerId', op: 'empty' }],
        fieldMessages: { engineerId: 'server.workOrderAssignedAlready' },
      },
      input: [{ name: 'engineerId', type: 'user', label: f('engineerId'), required: true }],
      sets: { engineerId: '$input.engineerId', status: S.pendingAccept, assignTime: '$now' },
      handler: true,
      screen: '/crm/appointWorkUser',
      notify: `field:engineerId`,
    },
    // The engineer takes it; whoever dispatched it is told.
    accept: {
      when: {
        status: [S.pendingAccept],
        actor: ENGINEER,
        fields: [{ field: 'engineerId', op: 'notEmpty' }],
        fieldMessages: { engineerId: 'server.workOrderNotAssigned' },
      },
      // The declared sets and message are the whole of it: accepting is not yet working.
      sets: { status: S.accepted, acceptTime: '$now' },
      confirm: f('action.acceptConfirm'),
      notify: 'owner',
    },
    // The engineer gives it back with a reason: to be allocated again (the dispatchers are told).
    return: {
      when: { status: [S.pendingAccept, S.accepted], actor: ENGINEER },
      input: [{ name: 'returnReason', type: 'textarea', label: f('returnReason'), required: true, maxLength: 500 }],
      sets: { status: S.toAllocate, engineerId: null, returnReason: '$input.returnReason' },
      handler: true,
      screen: '/crm/crmWorkOrderBackForm',
      danger: true,
    },
    // The engineer hands it to a colleague, with a reason; the colleague accepts it anew.
    transferWork: {
      when: { status: [S.accepted, S.processing, S.pending], actor: ENGINEER },
      input: [
        { name: 'engineerId', type: 'user', label: f('newEngineerId'), required: true },
        { name: 'transferReason', type: 'textarea', label: f('transferReason'), required: true, maxLength: 500 },
      ],
      sets: { engineerId: '$input.engineerId', status: S.pendingAccept, transferReason: '$input.transferReason', assignTime: '$now' },
      handler: true,
      notify: `field:engineerId`,
    },
    // On site: the engineer is busy while it is processed.
    start: {
      when: { status: [S.accepted], actor: ENGINEER },
      sets: { status: S.processing, startTime: '$now' },
      handler: true,
    },
    hold: {
      when: { status: [S.processing], actor: ENGINEER },
      input: [{ name: 'holdReason', type: 'textarea', label: f('holdReason'), required: true, maxLength: 500 }],
      sets: { status: S.pending, holdReason: '$input.holdReason' },
      handler: true,
    },
    resume: {
      when: { status: [S.pending], actor: ENGINEER },
      sets: { status: S.processing },
      handler: true,
    },
    // Done: the cause and the solution (one of the knowledge base, or written); the dispatcher is told.
    complete: {
      when: { status: [S.processing], actor: ENGINEER },
      input: [
        { name: 'solutionId', type: 'relation', relation: 'crmWorkSolution', label: f('solutionId') },
        { name: 'cause', type: 'textarea', label: f('cause'), required: true, maxLength: 2000 },
        { name: 'solution', type: 'textarea', label: f('solution'), required: true, maxLength: 2000 },
        { name: 'serviceFee', type: 'money', label: f('serviceFee') },
      ],
      sets: {
        status: S.completed,
        completeTime: '$now',
        solutionId: '$input.solutionId',
        cause: '$input.cause',
        solution: '$input.solution',
      },
      handler: true,
      notify: 'owner',
    },
    // A completed work order's cause and solution kept in the knowledge base for the next engineer,
    // by the engineer who found them (anyone may still write a solution of their own).
    toSolution: {
      requires: ['crm:crmWorkSolution:add'],
      when: {
        status: [S.completed],
        actor: ENGINEER,
        fields: [{ field: 'solutionId', op: 'empty' }],
        fieldMessages: { solutionId: 'server.workOrderSolutionSaved' },
      },
      handler: true,
      confirm: f('action.toSolutionConfirm'),
    },
  },
});
