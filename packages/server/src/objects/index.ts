import { registerDemoSeed } from '../seed/demo-records.ts';
import { agentCustomerServer } from './agent/agent-customer/agent-customer.server.ts';
import { agentUserServer } from './agent/agent-user/agent-user.server.ts';
import { agentUserSeed } from './agent/agent-user/agent-user.seed.ts';
import { agentCustomerSeed } from './agent/agent-customer/agent-customer.seed.ts';
import { articleServer } from './cms/cms-article/cms-article.server.ts';
import { cmsArticleSeed } from './cms/cms-article/cms-article.seed.ts';
import { documentServer } from './cms/cms-document/cms-document.server.ts';
import { tenderServer } from './cms/cms-tender/cms-tender.server.ts';
import { cmsTenderSeed } from './cms/cms-tender/cms-tender.seed.ts';
import { cmsFlowServer } from './cms/cms-flow/cms-flow.server.ts';
import { cmsFlowSeed } from './cms/cms-flow/cms-flow.seed.ts';
import { cmsSourceServer } from './cms/cms-source/cms-source.server.ts';
import { cmsTalkServer } from './cms/cms-talk/cms-talk.server.ts';
import { cmsTalkSeed } from './cms/cms-talk/cms-talk.seed.ts';
import { cmsVideoServer } from './cms/cms-video/cms-video.server.ts';
import { cmsVideoSeed } from './cms/cms-video/cms-video.seed.ts';
import { cmsFileServer } from './cms/cms-file/cms-file.server.ts';
import { cmsFileSeed } from './cms/cms-file/cms-file.seed.ts';
import { smartFormServer } from './cms/cms-smart-form/cms-smart-form.server.ts';
import { cmsSmartFormSeed } from './cms/cms-smart-form/cms-smart-form.seed.ts';
import { registerObject } from '../modules/records/object-registry.ts';
import { crmChanceSeed } from './crm/crm-chance/crm-chance.seed.ts';
import { chanceServer } from './crm/crm-chance/crm-chance.server.ts';
import { crmProcessSeed } from './crm/crm-process/crm-process.seed.ts';
import { processServer } from './crm/crm-process/crm-process.server.ts';
import { crmClueSeed } from './crm/crm-clue/crm-clue.seed.ts';
import { leadServer } from './crm/crm-clue/crm-clue.server.ts';
import { crmInvoiceLogSeed } from './crm/crm-invoice-log/crm-invoice-log.seed.ts';
import { crmOrderSeed } from './crm/crm-order/crm-order.seed.ts';
import { crmPriceSeed } from './crm/crm-price/crm-price.seed.ts';
import { crmProductSeed } from './crm/crm-product/crm-product.seed.ts';
import { crmQuoteSeed } from './crm/crm-quote/crm-quote.seed.ts';
import { crmReceivePlanSeed } from './crm/crm-receive-plan/crm-receive-plan.seed.ts';
import { crmReceiveSeed } from './crm/crm-receive/crm-receive.seed.ts';
import { refundServer } from './crm/crm-refund/crm-refund.server.ts';
import { crmRefundSeed } from './crm/crm-refund/crm-refund.seed.ts';
import { crmContacterSeed } from './crm/crm-contacter/crm-contacter.seed.ts';
import { crmCustomerSeed } from './crm/crm-customer/crm-customer.seed.ts';
import { crmRecordSeed } from './crm/crm-record/crm-record.seed.ts';
import { followUpServer } from './crm/crm-record/crm-record.server.ts';
import { customerServer } from './crm/crm-customer/crm-customer.server.ts';
import { productServer } from './crm/crm-product/crm-product.server.ts';
import { quoteServer } from './crm/crm-quote/crm-quote.server.ts';
import { orderChangeServer } from './crm/crm-order-change/crm-order-change.server.ts';
import { crmOrderChangeSeed } from './crm/crm-order-change/crm-order-change.seed.ts';
import { receivePlanServer } from './crm/crm-receive-plan/crm-receive-plan.server.ts';
import { orderServer } from './crm/crm-order/crm-order.server.ts';
import { invoiceLogServer } from './crm/crm-invoice-log/crm-invoice-log.server.ts';
import { contractServer } from './crm/crm-contract/crm-contract.server.ts';
import { crmContractSeed } from './crm/crm-contract/crm-contract.seed.ts';
import { creditServer } from './crm/crm-credit/crm-credit.server.ts';
import { crmCreditSeed } from './crm/crm-credit/crm-credit.seed.ts';
import { expenseServer } from './crm/crm-expense/crm-expense.server.ts';
import { poolServer } from './crm/crm-pool/crm-pool.server.ts';
import { crmPoolSeed } from './crm/crm-pool/crm-pool.seed.ts';
import { crmExpenseSeed } from './crm/crm-expense/crm-expense.seed.ts';
import { crmCompetitorSeed } from './crm/crm-competitor/crm-competitor.seed.ts';
import { equipmentServer } from './crm/crm-equipment/crm-equipment.server.ts';
import { crmEquipmentSeed } from './crm/crm-equipment/crm-equipment.seed.ts';
import { serviceLogServer } from './crm/crm-service-log/crm-service-log.server.ts';
import { crmServiceLogSeed } from './crm/crm-service-log/crm-service-log.seed.ts';
import { empowerServer } from './crm/crm-empower/crm-empower.server.ts';
import { crmEmpowerSeed } from './crm/crm-empower/crm-empower.seed.ts';
import { objectiveServer } from './crm/crm-objective/crm-objective.server.ts';
import { crmObjectiveSeed } from './crm/crm-objective/crm-objective.seed.ts';
import { forecastServer } from './crm/crm-forecast/crm-forecast.server.ts';
import { crmForecastSeed } from './crm/crm-forecast/crm-forecast.seed.ts';
import { marketActivityServer } from './crm/crm-market-activity/crm-market-activity.server.ts';
import { crmMarketActivitySeed } from './crm/crm-market-activity/crm-market-activity.seed.ts';
import { marketMemberServer } from './crm/crm-market-member/crm-market-member.server.ts';
import { crmMarketMemberSeed } from './crm/crm-market-member/crm-market-member.seed.ts';
import { callRecordServer } from './crm/crm-call-record/crm-call-record.server.ts';
import { crmCallRecordSeed } from './crm/crm-call-record/crm-call-record.seed.ts';
import { visitServer } from './crm/crm-visit/crm-visit.server.ts';
import { crmVisitSeed } from './crm/crm-visit/crm-visit.seed.ts';
import { workOrderServer } from './crm/crm-work-order/crm-work-order.server.ts';
import { crmWorkAppraiseSeed, crmWorkOrderSeed, crmWorkSolutionSeed } from './crm/crm-work-order/crm-work-order.seed.ts';
import { workAppraiseServer } from './crm/crm-work-appraise/crm-work-appraise.server.ts';
import { oaProjectSeed, oaProjectStageSeed, oaTaskSeed, oaTaskTimeSeed } from './oa/oa-project/oa-project.seed.ts';
import { taskServer } from './oa/oa-task/oa-task.server.ts';
import { projectServer } from './oa/oa-project/oa-project.server.ts';
import { projectStageServer } from './oa/oa-project-stage/oa-project-stage.server.ts';
import { taskTimeServer } from './oa/oa-task-time/oa-task-time.server.ts';
import { workLogServer } from './oa/oa-work-log/oa-work-log.server.ts';
import { oaWorkLogSeed } from './oa/oa-work-log/oa-work-log.seed.ts';
import { bugServer } from './oa/oa-bug/oa-bug.server.ts';
import { oaBugSeed } from './oa/oa-bug/oa-bug.seed.ts';
import { knowServer } from './oa/oa-know/oa-know.server.ts';
import { oaKnowSeed } from './oa/oa-know/oa-know.seed.ts';
import { approveServer } from './oa/oa-approve/oa-approve.server.ts';
import { oaApproveSeed } from './oa/oa-approve/oa-approve.seed.ts';
import { calendarServer } from './oa/oa-calendar/oa-calendar.server.ts';
import { oaCalendarSeed } from './oa/oa-calendar/oa-calendar.seed.ts';
import { shareServer } from './oa/oa-share/oa-share.server.ts';
import { oaShareSeed } from './oa/oa-share/oa-share.seed.ts';
import { stockServer } from './wms/wms-stock/wms-stock.server.ts';
import { enterServer } from './wms/wms-enter/wms-enter.server.ts';
import { returnOrderServer } from './wms/wms-return-order/wms-return-order.server.ts';
import { sampleServer } from './wms/wms-sample/wms-sample.server.ts';
import { wmsReturnOrderSeed } from './wms/wms-return-order/wms-return-order.seed.ts';
import { wmsSampleSeed } from './wms/wms-sample/wms-sample.seed.ts';
import { wmsDeliverSeed } from './wms/wms-deliver/wms-deliver.seed.ts';
import {
  wmsEnterSeed,
  wmsOuterSeed,
  wmsPaymentPlanSeed,
  wmsPaymentSeed,
  wmsPurchaseSeed,
  wmsStockSeed,
  wmsSupplierSeed,
  wmsWarehouseSeed,
} from './wms/wms-stock/wms-stock.seed.ts';
import { bomServer } from './mes/mes-bom/mes-bom.server.ts';
import { mesBomSeed } from './mes/mes-bom/mes-bom.seed.ts';
import { srmDemandSeed } from './srm/srm-demand/srm-demand.seed.ts';
import { inquiryServer } from './srm/srm-inquiry/srm-inquiry.server.ts';
import { srmInquirySeed } from './srm/srm-inquiry/srm-inquiry.seed.ts';

/**
 * Every object's server side, registered with the engine at start (buildApp): the one list a
 * new object with behaviour or demo data of its own adds a line to. The engine (modules/records,
 * seed/) imports no object; objects import the engine.
 */
export function registerObjects(): void {
  registerObject('crmRecord', followUpServer);
  registerObject('agentUser', agentUserServer);
  registerObject('agentCustomer', agentCustomerServer);
  registerObject('cmsArticle', articleServer);
  registerObject('cmsDocument', documentServer);
  registerObject('cmsTender', tenderServer);
  registerObject('cmsTalk', cmsTalkServer);
  registerObject('cmsSource', cmsSourceServer);
  registerObject('cmsFlow', cmsFlowServer);
  registerObject('cmsVideo', cmsVideoServer);
  registerObject('cmsFile', cmsFileServer);
  registerObject('cmsSmartForm', smartFormServer);
  registerObject('crmClue', leadServer);
  registerObject('crmCustomer', customerServer);
  registerObject('crmProduct', productServer);
  registerObject('crmProcess', processServer);
  registerObject('crmChance', chanceServer);
  registerObject('crmQuote', quoteServer);
  registerObject('crmOrderChange', orderChangeServer);
  registerObject('crmReceivePlan', receivePlanServer);
  registerObject('crmOrder', orderServer);
  registerObject('crmInvoiceLog', invoiceLogServer);
  registerObject('crmContract', contractServer);
  registerObject('crmCredit', creditServer);
  registerObject('crmExpense', expenseServer);
  registerObject('crmPool', poolServer);
  registerObject('crmEquipment', equipmentServer);
  registerObject('crmServiceLog', serviceLogServer);
  registerObject('crmEmpower', empowerServer);
  registerObject('crmObjective', objectiveServer);
  registerObject('crmForecast', forecastServer);
  registerObject('crmMarketActivity', marketActivityServer);
  registerObject('crmMarketMember', marketMemberServer);
  registerObject('crmRefund', refundServer);
  registerObject('crmCallRecord', callRecordServer);
  registerObject('crmVisit', visitServer);
  registerObject('crmWorkOrder', workOrderServer);
  registerObject('crmWorkAppraise', workAppraiseServer);
  registerObject('oaProject', projectServer);
  registerObject('oaProjectStage', projectStageServer);
  registerObject('oaTask', taskServer);
  registerObject('oaTaskTime', taskTimeServer);
  registerObject('oaWorkLog', workLogServer);
  registerObject('oaBug', bugServer);
  registerObject('oaKnow', knowServer);
  registerObject('oaApprove', approveServer);
  registerObject('oaCalendar', calendarServer);
  registerObject('oaShare', shareServer);
  registerObject('wmsStock', stockServer);
  registerObject('wmsEnter', enterServer);
  registerObject('wmsReturnOrder', returnOrderServer);
  registerObject('wmsSample', sampleServer);
  registerObject('mesBom', bomServer);
  registerObject('srmInquiry', inquiryServer);
  // Demo data generators, each after the objects it builds on (one random stream runs through them).
  registerDemoSeed(crmProductSeed);
  registerDemoSeed(crmPriceSeed);
  registerDemoSeed(crmProcessSeed);
  registerDemoSeed(crmCustomerSeed);
  registerDemoSeed(crmContacterSeed);
  registerDemoSeed(crmClueSeed);
  registerDemoSeed(crmRecordSeed);
  registerDemoSeed(crmOrderSeed);
  registerDemoSeed(crmQuoteSeed);
  registerDemoSeed(crmChanceSeed);
  registerDemoSeed(crmReceivePlanSeed);
  registerDemoSeed(crmReceiveSeed);
  registerDemoSeed(crmRefundSeed);
  registerDemoSeed(crmInvoiceLogSeed);
  registerDemoSeed(crmOrderChangeSeed);
  // Registered last, so the data of the objects before them stays as it was (one random stream).
  registerDemoSeed(crmContractSeed);
  registerDemoSeed(crmCreditSeed);
  registerDemoSeed(crmExpenseSeed);
  registerDemoSeed(crmPoolSeed);
  // The remaining CRM records (issue 14), after everything they build on: equipment from the
  // hardware ordered, service logs at the equipped customers, activities and their members.
  registerDemoSeed(crmCompetitorSeed);
  registerDemoSeed(crmEquipmentSeed);
  registerDemoSeed(crmServiceLogSeed);
  registerDemoSeed(crmMarketActivitySeed);
  registerDemoSeed(crmMarketMemberSeed);
  // Calls logged from the phone (issue 14), last: the data before stays as it was.
  registerDemoSeed(crmCallRecordSeed);
  // Coaching on the customers and opportunities the salespeople work, after everything else (one random stream).
  registerDemoSeed(crmEmpowerSeed);
  // Visits last: the ended ones are the visits behind follow-ups of type "visit" made above.
  registerDemoSeed(crmVisitSeed);
  // Set from what the salespeople won and received: after the opportunities and the receipts.
  registerDemoSeed(crmObjectiveSeed);
  registerDemoSeed(crmForecastSeed);
  // The service team's knowledge base, work orders on the equipment and their appraisals (issue 16), last: the data before stays as it was.
  registerDemoSeed(crmWorkSolutionSeed);
  registerDemoSeed(crmWorkOrderSeed);
  registerDemoSeed(crmWorkAppraiseSeed);
  // The office (issue 17), last: projects and their tasks with the hours logged, and the work
  // reports, whose numbers count the records of everything before.
  registerDemoSeed(oaProjectSeed);
  registerDemoSeed(oaProjectStageSeed);
  registerDemoSeed(oaTaskSeed);
  registerDemoSeed(oaTaskTimeSeed);
  registerDemoSeed(oaWorkLogSeed);
  registerDemoSeed(oaBugSeed);
  registerDemoSeed(oaKnowSeed);
  registerDemoSeed(oaApproveSeed);
  registerDemoSeed(oaCalendarSeed);
  registerDemoSeed(oaShareSeed);
  // Bills of materials over the catalogue, after everything before them: the data before stays as it was.
  registerDemoSeed(mesBomSeed);
  // Warehouse and procurement (issue 18), after everything else: the data before stays as it was.
  // The warehouses and their opening stock, the suppliers, purchases with their plans, payments and
  // stock-ins, then the stock-outs (a delivered order's is made by the orders' settling step).
  registerDemoSeed(wmsWarehouseSeed);
  registerDemoSeed(wmsStockSeed);
  registerDemoSeed(wmsSupplierSeed);
  registerDemoSeed(wmsPurchaseSeed);
  registerDemoSeed(wmsPaymentPlanSeed);
  registerDemoSeed(wmsPaymentSeed);
  registerDemoSeed(wmsEnterSeed);
  registerDemoSeed(wmsOuterSeed);
  // Sourcing, last: purchase requirements (the latest purchase orders' among them), then the
  // inquiries for them, with the suppliers' quotes.
  registerDemoSeed(srmDemandSeed);
  registerDemoSeed(srmInquirySeed);
  // Returns, samples and deliveries, last, each on a random stream of its own: the data before
  // stays as it was. Returns to suppliers and samples take from what the purchases brought in;
  // customers' returns and the deliveries follow the orders' deliveries (their settling step).
  registerDemoSeed(wmsReturnOrderSeed);
  registerDemoSeed(wmsSampleSeed);
  registerDemoSeed(wmsDeliverSeed);
  // Last: the partners are customers that buy, and what they report no customer yet.
  registerDemoSeed(agentUserSeed);
  registerDemoSeed(agentCustomerSeed);
  registerDemoSeed(cmsArticleSeed);
  registerDemoSeed(cmsTalkSeed);
  registerDemoSeed(cmsFlowSeed);
  // Tenders, fixed values, no random draw; the converted ones name opportunities made above.
  registerDemoSeed(cmsTenderSeed);
  // Videos and file boxes, fixed values, no random draw, and no files (the seed has none).
  registerDemoSeed(cmsVideoSeed);
  registerDemoSeed(cmsFileSeed);
  // The smart form, fixed values, no random draw.
  registerDemoSeed(cmsSmartFormSeed);
}
