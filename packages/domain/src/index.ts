export * from './api/envelope.ts';
export * from './api/contract.ts';
export * from './api/external-accounts.ts';
export * from './api/agent.ts';
export * from './api/agent-account.ts';
export * from './api/content.ts';
export * from './api/payment-link.ts';
export * from './api/platform.ts';
export * from './api/account-extras.ts';
export * from './api/paths.ts';
export * from './api/messenger.ts';
export * from './api/signing.ts';
export * from './api/records.ts';
export * from './api/tenant-settings.ts';
export * from './api/nearby.ts';
export * from './api/smart-search.ts';
export * from './api/business-info.ts';
export * from './api/email.ts';
export * from './api/audit.ts';
export * from './api/people.ts';
export * from './api/activity.ts';
export * from './api/stars.ts';
export * from './api/smart-form.ts';
export * from './format/number.ts';
export * from './format/money-words.ts';
export * from './format/duration.ts';
export * from './format/layout.ts';
export * from './format/greeting.ts';
export * from './format/datetime.ts';
export * from './format/values.ts';
export * from './format/account.ts';
export * from './permission/evaluate.ts';
export * from './menu/catalogue.ts';
export { appPermissionCodes } from './menu/app-permissions.ts';
export * from './entities/types.ts';
export * from './entities/define-object.ts';
export * from './entities/entity-def.ts';
export {
  ALL_OBJECTS,
  CALL_DIRECTION,
  CALL_MAX_SECONDS,
  CHANCE_STATUS,
  CLUE_STATUS,
  CREDIT_STATUS,
  MARKET_MEMBER_TARGETS,
  OBJECTIVE_MONTHS,
  OBJECTIVE_TYPE,
  OBJECTIVE_WHOSE,
  RECEIVE_STATUS,
  POOL_ROLE,
  VISIT_API,
  VISIT_SIGN_STATE,
  VISIT_STATUS,
  APPRAISE_RATINGS,
  WORK_ORDER_SOURCE,
  WORK_ORDER_STATUS,
  PROJECT_STATUS,
  TASK_PRIORITY,
  TASK_STATUS,
  MAX_TASK_HOURS,
  WORK_LOG_TYPE,
  BUG_SEVERITY,
  BUG_STATUS,
  APPROVE_TYPE,
  CALENDAR_REMIND,
  CALENDAR_REMIND_MINUTES,
  SHARE_ACCESS,
  STAGE_STATUS,
  WAREHOUSE_STATUS,
  SUPPLIER_STATUS,
  PURCHASE_RECEIPT,
  PURCHASE_STATUS,
  PAYMENT_STATUS,
  ENTER_TYPE,
  MOVEMENT_STATUS,
  OUTER_TYPE,
  RETURN_TYPE,
  DELIVER_STATUS,
  SAMPLE_STATUS,
  BOM_STATUS,
  MAX_BOM_EXPANSION_ROWS,
  MES_BOM_API,
  DEMAND_STATUS,
  INQUIRY_STATUS,
  TENDER_STATUS,
  SMART_FORM_STATUS,
  type BomExpansion,
  type BomExpansionRow,
  distanceMeters,
  measureSignIn,
  pointOf,
  type GeoPoint,
  type VisitSignMeasure,
  type VisitSignState,
  type VisitSignTarget,
  entityOf,
  findEntity,
  objectDictionaries,
  objectLocale,
} from './objects/index.ts';
export { objectManifest, type ObjectManifestEntry } from './objects/manifest.ts';
export { FOLLOW_UP_DUE_SCENE } from './entities/scenes.ts';
export * from './entities/actions.ts';
export * from './i18n/index.ts';
export * from './entities/formula.ts';
export * from './entities/field-rules.ts';
export * from './entities/validation.ts';
export * from './entities/lines.ts';
export * from './entities/line-validation.ts';
export * from './entities/field-access.ts';
export * from './api/figures.ts';
export * from './api/calendar.ts';
export * from './api/objective.ts';
export * from './api/forecast.ts';
export * from './api/board.ts';
export * from './api/reports.ts';
export * from './api/service.ts';
