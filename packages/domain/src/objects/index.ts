import type { ObjectLocale } from '../entities/define-locale.ts';
import type { DictionaryDef, EntityDef } from '../entities/types.ts';
import { agentCustomerLocale } from './agent/agent-customer/agent-customer.locale.ts';
import { agentCustomer } from './agent/agent-customer/agent-customer.object.ts';
import { agentUserDictionaries } from './agent/agent-user/agent-user.dicts.ts';
import { agentUserLocale } from './agent/agent-user/agent-user.locale.ts';
import { agentUser } from './agent/agent-user/agent-user.object.ts';
import { cmsArticleDictionaries } from './cms/cms-article/cms-article.dicts.ts';
import { cmsArticleLocale } from './cms/cms-article/cms-article.locale.ts';
import { cmsArticle } from './cms/cms-article/cms-article.object.ts';
import { cmsDocumentLocale } from './cms/cms-document/cms-document.locale.ts';
import { cmsDocument } from './cms/cms-document/cms-document.object.ts';
import { cmsFlowDictionaries } from './cms/cms-flow/cms-flow.dicts.ts';
import { cmsFlowLocale } from './cms/cms-flow/cms-flow.locale.ts';
import { cmsFlow } from './cms/cms-flow/cms-flow.object.ts';
import { cmsSourceLocale } from './cms/cms-source/cms-source.locale.ts';
import { cmsSource } from './cms/cms-source/cms-source.object.ts';
import { cmsTalkDictionaries } from './cms/cms-talk/cms-talk.dicts.ts';
import { cmsTalkLocale } from './cms/cms-talk/cms-talk.locale.ts';
import { cmsTalk } from './cms/cms-talk/cms-talk.object.ts';
import { cmsTenderLocale } from './cms/cms-tender/cms-tender.locale.ts';
import { cmsTender } from './cms/cms-tender/cms-tender.object.ts';
import { cmsVideoLocale } from './cms/cms-video/cms-video.locale.ts';
import { cmsVideo } from './cms/cms-video/cms-video.object.ts';
import { cmsFileLocale } from './cms/cms-file/cms-file.locale.ts';
import { cmsFile } from './cms/cms-file/cms-file.object.ts';
import { cmsSmartFormLocale } from './cms/cms-smart-form/cms-smart-form.locale.ts';
import { cmsSmartForm } from './cms/cms-smart-form/cms-smart-form.object.ts';
import { crmChanceLocale } from './crm/crm-chance/crm-chance.locale.ts';
import { crmChance } from './crm/crm-chance/crm-chance.object.ts';
import { crmClueDictionaries } from './crm/crm-clue/crm-clue.dicts.ts';
import { crmClueLocale } from './crm/crm-clue/crm-clue.locale.ts';
import { crmClue } from './crm/crm-clue/crm-clue.object.ts';
import { crmContacterDictionaries } from './crm/crm-contacter/crm-contacter.dicts.ts';
import { crmContacterLocale } from './crm/crm-contacter/crm-contacter.locale.ts';
import { crmContacter } from './crm/crm-contacter/crm-contacter.object.ts';
import { crmCustomerDictionaries } from './crm/crm-customer/crm-customer.dicts.ts';
import { crmCustomerLocale } from './crm/crm-customer/crm-customer.locale.ts';
import { crmCustomer } from './crm/crm-customer/crm-customer.object.ts';
import { crmCompetitorLocale } from './crm/crm-competitor/crm-competitor.locale.ts';
import { crmCompetitor } from './crm/crm-competitor/crm-competitor.object.ts';
import { crmContractLocale } from './crm/crm-contract/crm-contract.locale.ts';
import { crmContract } from './crm/crm-contract/crm-contract.object.ts';
import { crmEquipmentDictionaries } from './crm/crm-equipment/crm-equipment.dicts.ts';
import { crmEquipmentLocale } from './crm/crm-equipment/crm-equipment.locale.ts';
import { crmEquipment } from './crm/crm-equipment/crm-equipment.object.ts';
import { crmCreditLocale } from './crm/crm-credit/crm-credit.locale.ts';
import { crmCredit } from './crm/crm-credit/crm-credit.object.ts';
import { crmExpenseDictionaries } from './crm/crm-expense/crm-expense.dicts.ts';
import { crmExpenseLocale } from './crm/crm-expense/crm-expense.locale.ts';
import { crmExpense } from './crm/crm-expense/crm-expense.object.ts';
import { crmInvoiceLogDictionaries } from './crm/crm-invoice-log/crm-invoice-log.dicts.ts';
import { crmInvoiceLogLocale } from './crm/crm-invoice-log/crm-invoice-log.locale.ts';
import { crmInvoiceLog } from './crm/crm-invoice-log/crm-invoice-log.object.ts';
import { crmMarketActivityDictionaries } from './crm/crm-market-activity/crm-market-activity.dicts.ts';
import { crmMarketActivityLocale } from './crm/crm-market-activity/crm-market-activity.locale.ts';
import { crmMarketActivity } from './crm/crm-market-activity/crm-market-activity.object.ts';
import { crmMarketMemberLocale } from './crm/crm-market-member/crm-market-member.locale.ts';
import { crmMarketMember } from './crm/crm-market-member/crm-market-member.object.ts';
import { crmOrderLocale } from './crm/crm-order/crm-order.locale.ts';
import { crmOrder } from './crm/crm-order/crm-order.object.ts';
import { crmOrderChangeLocale } from './crm/crm-order-change/crm-order-change.locale.ts';
import { crmOrderChange } from './crm/crm-order-change/crm-order-change.object.ts';
import { crmPoolLocale } from './crm/crm-pool/crm-pool.locale.ts';
import { crmPool } from './crm/crm-pool/crm-pool.object.ts';
import { crmPriceLocale } from './crm/crm-price/crm-price.locale.ts';
import { crmPrice } from './crm/crm-price/crm-price.object.ts';
import { crmProductDictionaries } from './crm/crm-product/crm-product.dicts.ts';
import { crmProductLocale } from './crm/crm-product/crm-product.locale.ts';
import { crmProduct } from './crm/crm-product/crm-product.object.ts';
import { crmProcessLocale } from './crm/crm-process/crm-process.locale.ts';
import { crmProcess } from './crm/crm-process/crm-process.object.ts';
import { crmQuoteLocale } from './crm/crm-quote/crm-quote.locale.ts';
import { crmQuote } from './crm/crm-quote/crm-quote.object.ts';
import { crmReceivePlanLocale } from './crm/crm-receive-plan/crm-receive-plan.locale.ts';
import { crmReceivePlan } from './crm/crm-receive-plan/crm-receive-plan.object.ts';
import { crmReceiveDictionaries } from './crm/crm-receive/crm-receive.dicts.ts';
import { crmReceiveLocale } from './crm/crm-receive/crm-receive.locale.ts';
import { crmReceive } from './crm/crm-receive/crm-receive.object.ts';
import { crmRecordDictionaries } from './crm/crm-record/crm-record.dicts.ts';
import { crmRecordLocale } from './crm/crm-record/crm-record.locale.ts';
import { crmRecord } from './crm/crm-record/crm-record.object.ts';
import { crmRefundLocale } from './crm/crm-refund/crm-refund.locale.ts';
import { crmRefund } from './crm/crm-refund/crm-refund.object.ts';
import { crmServiceLogDictionaries } from './crm/crm-service-log/crm-service-log.dicts.ts';
import { crmServiceLogLocale } from './crm/crm-service-log/crm-service-log.locale.ts';
import { crmServiceLog } from './crm/crm-service-log/crm-service-log.object.ts';
import { crmEmpowerDictionaries } from './crm/crm-empower/crm-empower.dicts.ts';
import { crmEmpowerLocale } from './crm/crm-empower/crm-empower.locale.ts';
import { crmEmpower } from './crm/crm-empower/crm-empower.object.ts';
import { crmObjectiveLocale } from './crm/crm-objective/crm-objective.locale.ts';
import { crmObjective } from './crm/crm-objective/crm-objective.object.ts';
import { crmForecastLocale } from './crm/crm-forecast/crm-forecast.locale.ts';
import { crmForecast } from './crm/crm-forecast/crm-forecast.object.ts';
import { crmVisitDictionaries } from './crm/crm-visit/crm-visit.dicts.ts';
import { crmVisitLocale } from './crm/crm-visit/crm-visit.locale.ts';
import { crmVisit } from './crm/crm-visit/crm-visit.object.ts';
import { crmWorkOrderDictionaries } from './crm/crm-work-order/crm-work-order.dicts.ts';
import { crmWorkOrderLocale } from './crm/crm-work-order/crm-work-order.locale.ts';
import { crmWorkOrder } from './crm/crm-work-order/crm-work-order.object.ts';
import { crmWorkSolutionLocale } from './crm/crm-work-solution/crm-work-solution.locale.ts';
import { crmWorkSolution } from './crm/crm-work-solution/crm-work-solution.object.ts';
import { crmWorkAppraiseLocale } from './crm/crm-work-appraise/crm-work-appraise.locale.ts';
import { crmWorkAppraise } from './crm/crm-work-appraise/crm-work-appraise.object.ts';
import { crmCallRecordDictionaries } from './crm/crm-call-record/crm-call-record.dicts.ts';
import { crmCallRecordLocale } from './crm/crm-call-record/crm-call-record.locale.ts';
import { oaProjectLocale } from './oa/oa-project/oa-project.locale.ts';
import { oaProject } from './oa/oa-project/oa-project.object.ts';
import { oaTaskLocale } from './oa/oa-task/oa-task.locale.ts';
import { oaTask } from './oa/oa-task/oa-task.object.ts';
import { oaTaskTimeLocale } from './oa/oa-task-time/oa-task-time.locale.ts';
import { oaTaskTime } from './oa/oa-task-time/oa-task-time.object.ts';
import { oaApproveDictionaries } from './oa/oa-approve/oa-approve.dicts.ts';
import { oaApproveLocale } from './oa/oa-approve/oa-approve.locale.ts';
import { oaApprove } from './oa/oa-approve/oa-approve.object.ts';
import { oaBugLocale } from './oa/oa-bug/oa-bug.locale.ts';
import { oaProjectStageLocale } from './oa/oa-project-stage/oa-project-stage.locale.ts';
import { oaProjectStage } from './oa/oa-project-stage/oa-project-stage.object.ts';
import { oaShareLocale } from './oa/oa-share/oa-share.locale.ts';
import { oaShare } from './oa/oa-share/oa-share.object.ts';
import { oaCalendarLocale } from './oa/oa-calendar/oa-calendar.locale.ts';
import { oaCalendar } from './oa/oa-calendar/oa-calendar.object.ts';
import { oaBug } from './oa/oa-bug/oa-bug.object.ts';
import { oaKnowDictionaries } from './oa/oa-know/oa-know.dicts.ts';
import { oaKnowLocale } from './oa/oa-know/oa-know.locale.ts';
import { oaKnow } from './oa/oa-know/oa-know.object.ts';
import { oaWorkLogLocale } from './oa/oa-work-log/oa-work-log.locale.ts';
import { oaWorkLog } from './oa/oa-work-log/oa-work-log.object.ts';
import { crmCallRecord } from './crm/crm-call-record/crm-call-record.object.ts';
import { mesBomLocale } from './mes/mes-bom/mes-bom.locale.ts';
import { mesBom } from './mes/mes-bom/mes-bom.object.ts';
import { srmDemandLocale } from './srm/srm-demand/srm-demand.locale.ts';
import { srmDemand } from './srm/srm-demand/srm-demand.object.ts';
import { srmInquiryLocale } from './srm/srm-inquiry/srm-inquiry.locale.ts';
import { srmInquiry } from './srm/srm-inquiry/srm-inquiry.object.ts';
import { wmsWarehouseLocale } from './wms/wms-warehouse/wms-warehouse.locale.ts';
import { wmsWarehouse } from './wms/wms-warehouse/wms-warehouse.object.ts';
import { wmsSupplierDictionaries } from './wms/wms-supplier/wms-supplier.dicts.ts';
import { wmsSupplierLocale } from './wms/wms-supplier/wms-supplier.locale.ts';
import { wmsSupplier } from './wms/wms-supplier/wms-supplier.object.ts';
import { wmsPurchaseLocale } from './wms/wms-purchase/wms-purchase.locale.ts';
import { wmsPurchase } from './wms/wms-purchase/wms-purchase.object.ts';
import { wmsPaymentDictionaries } from './wms/wms-payment/wms-payment.dicts.ts';
import { wmsPaymentLocale } from './wms/wms-payment/wms-payment.locale.ts';
import { wmsPayment } from './wms/wms-payment/wms-payment.object.ts';
import { wmsPaymentPlanLocale } from './wms/wms-payment-plan/wms-payment-plan.locale.ts';
import { wmsPaymentPlan } from './wms/wms-payment-plan/wms-payment-plan.object.ts';
import { wmsStockLocale } from './wms/wms-stock/wms-stock.locale.ts';
import { wmsStock } from './wms/wms-stock/wms-stock.object.ts';
import { wmsEnterLocale } from './wms/wms-enter/wms-enter.locale.ts';
import { wmsEnter } from './wms/wms-enter/wms-enter.object.ts';
import { wmsOuterLocale } from './wms/wms-outer/wms-outer.locale.ts';
import { wmsOuter } from './wms/wms-outer/wms-outer.object.ts';
import { wmsReturnOrderDictionaries } from './wms/wms-return-order/wms-return-order.dicts.ts';
import { wmsReturnOrderLocale } from './wms/wms-return-order/wms-return-order.locale.ts';
import { wmsReturnOrder } from './wms/wms-return-order/wms-return-order.object.ts';
import { wmsDeliverDictionaries } from './wms/wms-deliver/wms-deliver.dicts.ts';
import { wmsDeliverLocale } from './wms/wms-deliver/wms-deliver.locale.ts';
import { wmsDeliver } from './wms/wms-deliver/wms-deliver.object.ts';
import { wmsSampleLocale } from './wms/wms-sample/wms-sample.locale.ts';
import { wmsSample } from './wms/wms-sample/wms-sample.object.ts';

/**
 * The business objects, one line each: what each object's folder (`<module>/<object>/`) brings,
 * by API name: its definition, its labels in three languages (`entity.<apiName>.`; i18n/index.ts
 * assembles the server's trees) and the tenant dictionaries it introduces (the tenant seed inserts
 * them). The engine (entities/) imports none of them. The web client reads none of this: it finds
 * the folders by themselves (manifest.ts, i18n/<lang>/entity-texts.ts) and loads a definition with
 * its screens, one language of the labels with the record screens' texts.
 */
export const OBJECT_FOLDERS = {
  crmCustomer: { definition: crmCustomer, locale: crmCustomerLocale, dictionaries: crmCustomerDictionaries },
  crmContacter: { definition: crmContacter, locale: crmContacterLocale, dictionaries: crmContacterDictionaries },
  crmClue: { definition: crmClue, locale: crmClueLocale, dictionaries: crmClueDictionaries },
  crmRecord: { definition: crmRecord, locale: crmRecordLocale, dictionaries: crmRecordDictionaries },
  // The deal flow: the catalogue, then quote → order → its receipt plans, receipts, refunds and invoices.
  crmProduct: { definition: crmProduct, locale: crmProductLocale, dictionaries: crmProductDictionaries },
  crmPrice: { definition: crmPrice, locale: crmPriceLocale },
  // Opportunities, along the tenant's sales processes, then their quotes.
  crmProcess: { definition: crmProcess, locale: crmProcessLocale },
  crmChance: { definition: crmChance, locale: crmChanceLocale },
  crmQuote: { definition: crmQuote, locale: crmQuoteLocale },
  crmOrder: { definition: crmOrder, locale: crmOrderLocale },
  crmOrderChange: { definition: crmOrderChange, locale: crmOrderChangeLocale },
  crmReceivePlan: { definition: crmReceivePlan, locale: crmReceivePlanLocale },
  crmReceive: { definition: crmReceive, locale: crmReceiveLocale, dictionaries: crmReceiveDictionaries },
  crmRefund: { definition: crmRefund, locale: crmRefundLocale },
  crmInvoiceLog: { definition: crmInvoiceLog, locale: crmInvoiceLogLocale, dictionaries: crmInvoiceLogDictionaries },
  // Contracts made from opportunities and quotes (orders and receipts name theirs), customers'
  // credit lines, and the expenses spent on customers: approved records (issue 13).
  crmContract: { definition: crmContract, locale: crmContractLocale },
  crmCredit: { definition: crmCredit, locale: crmCreditLocale },
  crmExpense: { definition: crmExpense, locale: crmExpenseLocale, dictionaries: crmExpenseDictionaries },
  // The remaining CRM records (issue 14): competitors, the equipment serviced at customers and what
  // the service team did there, and market activities with the leads, contacts and customers in them.
  crmCompetitor: { definition: crmCompetitor, locale: crmCompetitorLocale },
  crmEquipment: { definition: crmEquipment, locale: crmEquipmentLocale, dictionaries: crmEquipmentDictionaries },
  crmServiceLog: { definition: crmServiceLog, locale: crmServiceLogLocale, dictionaries: crmServiceLogDictionaries },
  // Coaching of a salesperson on a customer or an opportunity, rated by the person coached (issue 14).
  crmEmpower: { definition: crmEmpower, locale: crmEmpowerLocale, dictionaries: crmEmpowerDictionaries },
  // Yearly and monthly sales targets of a person or a department, against what was won and received (issue 15).
  crmObjective: { definition: crmObjective, locale: crmObjectiveLocale },
  // A salesperson's forecast for a month or a quarter beside their opportunities' expected transactions (issue 15).
  crmForecast: { definition: crmForecast, locale: crmForecastLocale },
  // Calls logged from the phone's dialer link, on the customer, contact or lead called (issue 14).
  crmCallRecord: { definition: crmCallRecord, locale: crmCallRecordLocale, dictionaries: crmCallRecordDictionaries },
  crmMarketActivity: { definition: crmMarketActivity, locale: crmMarketActivityLocale, dictionaries: crmMarketActivityDictionaries },
  crmMarketMember: { definition: crmMarketMember, locale: crmMarketMemberLocale },
  // Lead and customer pools, with their members and rules (issue 14).
  crmPool: { definition: crmPool, locale: crmPoolLocale },
  // Visits with their sign-ins (issue 14).
  crmVisit: { definition: crmVisit, locale: crmVisitLocale, dictionaries: crmVisitDictionaries },
  // Service (issue 16): work orders from the report to the appraisal, and the knowledge base of solutions.
  crmWorkOrder: { definition: crmWorkOrder, locale: crmWorkOrderLocale, dictionaries: crmWorkOrderDictionaries },
  crmWorkSolution: { definition: crmWorkSolution, locale: crmWorkSolutionLocale },
  crmWorkAppraise: { definition: crmWorkAppraise, locale: crmWorkAppraiseLocale },
  // Office (issue 17): projects and their tasks, the hours logged on them, and work reports.
  oaProject: { definition: oaProject, locale: oaProjectLocale },
  oaProjectStage: { definition: oaProjectStage, locale: oaProjectStageLocale },
  oaTask: { definition: oaTask, locale: oaTaskLocale },
  oaTaskTime: { definition: oaTaskTime, locale: oaTaskTimeLocale },
  oaWorkLog: { definition: oaWorkLog, locale: oaWorkLogLocale },
  // A project's bugs, and the company's knowledge base.
  oaBug: { definition: oaBug, locale: oaBugLocale },
  oaKnow: { definition: oaKnow, locale: oaKnowLocale, dictionaries: oaKnowDictionaries },
  // Leave, trips, overtime, expenses, purchases and general requests, on the approval engine.
  oaApprove: { definition: oaApprove, locale: oaApproveLocale, dictionaries: oaApproveDictionaries },
  // Events, shown in the month view beside the other dated work.
  oaCalendar: { definition: oaCalendar, locale: oaCalendarLocale },
  // Notes and records shared with colleagues.
  oaShare: { definition: oaShare, locale: oaShareLocale },
  // Warehouse and procurement (issue 18): the warehouses and the stock in them, kept from the
  // approved stock-ins and stock-outs; suppliers, what is bought from them, and what is paid.
  wmsWarehouse: { definition: wmsWarehouse, locale: wmsWarehouseLocale },
  wmsStock: { definition: wmsStock, locale: wmsStockLocale },
  wmsSupplier: { definition: wmsSupplier, locale: wmsSupplierLocale, dictionaries: wmsSupplierDictionaries },
  wmsPurchase: { definition: wmsPurchase, locale: wmsPurchaseLocale },
  wmsPaymentPlan: { definition: wmsPaymentPlan, locale: wmsPaymentPlanLocale },
  wmsPayment: { definition: wmsPayment, locale: wmsPaymentLocale, dictionaries: wmsPaymentDictionaries },
  wmsEnter: { definition: wmsEnter, locale: wmsEnterLocale },
  wmsOuter: { definition: wmsOuter, locale: wmsOuterLocale },
  // Returns from customers and to suppliers, the deliveries that ship orders, and samples lent to
  // customers: their goods move through the engine's stock movements.
  wmsReturnOrder: { definition: wmsReturnOrder, locale: wmsReturnOrderLocale, dictionaries: wmsReturnOrderDictionaries },
  wmsDeliver: { definition: wmsDeliver, locale: wmsDeliverLocale, dictionaries: wmsDeliverDictionaries },
  wmsSample: { definition: wmsSample, locale: wmsSampleLocale },
  // Production: bills of materials, several levels deep, expanded with their cost rolled up.
  mesBom: { definition: mesBom, locale: mesBomLocale },
  // Sourcing: purchase requirements, and the inquiries that ask suppliers to quote for them and
  // turn the quote picked into a purchase order.
  srmDemand: { definition: srmDemand, locale: srmDemandLocale },
  srmInquiry: { definition: srmInquiry, locale: srmInquiryLocale },
  // Channel partners (issue 19): the partners, who order in their shop, and the customers they report.
  agentUser: { definition: agentUser, locale: agentUserLocale, dictionaries: agentUserDictionaries },
  agentCustomer: { definition: agentCustomer, locale: agentCustomerLocale },
  // Content (issue 20): the articles and documents sales share with customers.
  cmsArticle: { definition: cmsArticle, locale: cmsArticleLocale, dictionaries: cmsArticleDictionaries },
  cmsDocument: { definition: cmsDocument, locale: cmsDocumentLocale },
  // The talk scripts of the script library (/reply), the material library's pictures and files (/source), the sales playbook (radar and flow).
  cmsTalk: { definition: cmsTalk, locale: cmsTalkLocale, dictionaries: cmsTalkDictionaries },
  cmsSource: { definition: cmsSource, locale: cmsSourceLocale },
  cmsFlow: { definition: cmsFlow, locale: cmsFlowLocale, dictionaries: cmsFlowDictionaries },
  // Tender notices a salesperson claims and makes an opportunity of.
  cmsTender: { definition: cmsTender, locale: cmsTenderLocale },
  // The videos (/video, /videoView) and file boxes (/file, /fileBox) sales share with customers.
  cmsVideo: { definition: cmsVideo, locale: cmsVideoLocale },
  cmsFile: { definition: cmsFile, locale: cmsFileLocale },
  // Forms the company designs and salespeople share by link (/smartForm): each submission a lead.
  cmsSmartForm: { definition: cmsSmartForm, locale: cmsSmartFormLocale },
} satisfies Record<string, ObjectFolder>;

export interface ObjectFolder {
  definition: EntityDef;
  locale: ObjectLocale;
  dictionaries?: readonly DictionaryDef[];
}

const folders = (): ObjectFolder[] => Object.values(OBJECT_FOLDERS);

/**
 * Every business object the engine serves, loaded eagerly (ARCHITECTURE section 4): the server,
 * scripts and tests read it; the generic routes, tables, screens and the walk-through test pick a
 * new one up.
 */
export const ALL_OBJECTS: readonly EntityDef[] = /* @__PURE__ */ folders().map((folder) => folder.definition);

/** Lead status values, for the conversion action and the pool (the engine reads the rest from metadata). */
export { CLUE_STATUS } from './crm/crm-clue/crm-clue.object.ts';
/** Opportunity status values, for its server folder and its steps panel. */
export { CHANCE_STATUS } from './crm/crm-chance/crm-chance.object.ts';
/** A pool member's role, for the pools' server side. */
export { POOL_ROLE } from './crm/crm-pool/crm-pool.object.ts';
/** Credit line statuses, for the credit rule in the order's server folder. */
export { CREDIT_STATUS } from './crm/crm-credit/crm-credit.object.ts';
/** A call's direction and longest duration, for the call records' server folder and the phone's after-call prompt. */
export { CALL_DIRECTION, CALL_MAX_SECONDS } from './crm/crm-call-record/crm-call-record.object.ts';
/** Which relation names a market activity's member, by member type, for the member's server folder. */
export { MARKET_MEMBER_TARGETS } from './crm/crm-market-member/crm-market-member.object.ts';
/** Visit statuses and what a sign-in is, for the visit's server folder and its screens. */
/** What a sales target is of and whose it is, and its months' fields (its server and its completion panel read them). */
export { OBJECTIVE_MONTHS, OBJECTIVE_TYPE, OBJECTIVE_WHOSE } from './crm/crm-objective/crm-objective.object.ts';
/** Where a tender stands, for its server folder and the demo. */
export { TENDER_STATUS } from './cms/cms-tender/cms-tender.object.ts';
export { SMART_FORM_STATUS } from './cms/cms-smart-form/cms-smart-form.object.ts';
/** Receipt statuses, for the demo's sales targets (set from what was received). */
export { RECEIVE_STATUS } from './crm/crm-receive/crm-receive.object.ts';
export { VISIT_STATUS } from './crm/crm-visit/crm-visit.object.ts';
/** A work order's statuses and sources, and an appraisal's stars, for the service area's server folders, the portal and the service board. */
export { WORK_ORDER_SOURCE, WORK_ORDER_STATUS } from './crm/crm-work-order/crm-work-order.object.ts';
export { APPRAISE_RATINGS } from './crm/crm-work-appraise/crm-work-appraise.object.ts';
/** The office's statuses and limits, for its server folders and screens. */
export { PROJECT_STATUS } from './oa/oa-project/oa-project.object.ts';
export { TASK_PRIORITY, TASK_STATUS } from './oa/oa-task/oa-task.object.ts';
export { MAX_TASK_HOURS } from './oa/oa-task-time/oa-task-time.object.ts';
export { WORK_LOG_TYPE } from './oa/oa-work-log/oa-work-log.object.ts';
export { BUG_SEVERITY, BUG_STATUS } from './oa/oa-bug/oa-bug.object.ts';
export { APPROVE_TYPE } from './oa/oa-approve/oa-approve.object.ts';
export { CALENDAR_REMIND, CALENDAR_REMIND_MINUTES } from './oa/oa-calendar/oa-calendar.object.ts';
export { SHARE_ACCESS } from './oa/oa-share/oa-share.object.ts';
export { STAGE_STATUS } from './oa/oa-project-stage/oa-project-stage.object.ts';
/** Warehouse and procurement's statuses and types, for their server folders and the demo. */
export { WAREHOUSE_STATUS } from './wms/wms-warehouse/wms-warehouse.object.ts';
export { SUPPLIER_STATUS } from './wms/wms-supplier/wms-supplier.object.ts';
export { PURCHASE_RECEIPT, PURCHASE_STATUS } from './wms/wms-purchase/wms-purchase.object.ts';
export { PAYMENT_STATUS } from './wms/wms-payment/wms-payment.object.ts';
export { ENTER_TYPE, MOVEMENT_STATUS } from './wms/wms-enter/wms-enter.object.ts';
export { OUTER_TYPE } from './wms/wms-outer/wms-outer.object.ts';
export { RETURN_TYPE } from './wms/wms-return-order/wms-return-order.object.ts';
export { DELIVER_STATUS } from './wms/wms-deliver/wms-deliver.object.ts';
export { SAMPLE_STATUS } from './wms/wms-sample/wms-sample.object.ts';
/** Whether a BOM is its product's, and its expansion's route and answer, for its server folder, its panel and the demo. */
export { BOM_STATUS } from './mes/mes-bom/mes-bom.object.ts';
export { MAX_BOM_EXPANSION_ROWS, MES_BOM_API, type BomExpansion, type BomExpansionRow } from './mes/mes-bom/mes-bom.api.ts';
/** Where a purchase requirement and an inquiry stand, for the inquiry's server folder, its pick page and the demo. */
export { DEMAND_STATUS } from './srm/srm-demand/srm-demand.object.ts';
export { INQUIRY_STATUS } from './srm/srm-inquiry/srm-inquiry.object.ts';
export {
  VISIT_API,
  VISIT_SIGN_STATE,
  distanceMeters,
  measureSignIn,
  pointOf,
  type GeoPoint,
  type VisitSignMeasure,
  type VisitSignState,
  type VisitSignTarget,
} from './crm/crm-visit/crm-visit.sign.ts';

const byApiName = new Map(ALL_OBJECTS.map((e) => [e.apiName, e]));

export function findEntity(apiName: string): EntityDef | undefined {
  return byApiName.get(apiName);
}

export function entityOf(apiName: string): EntityDef {
  const entity = byApiName.get(apiName);
  if (!entity) throw new Error(`unknown business object ${apiName}`);
  return entity;
}

/** One object's labels in every language, by API name: what a per-object text namespace loads. */
export function objectLocale(apiName: string): ObjectLocale | undefined {
  return (OBJECT_FOLDERS as Record<string, ObjectFolder>)[apiName]?.locale;
}

/** Every object's dictionaries, in the order of OBJECT_FOLDERS: what a new tenant starts with. */
export function objectDictionaries(): DictionaryDef[] {
  return folders().flatMap((folder) => folder.dictionaries ?? []);
}
