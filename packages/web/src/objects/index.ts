import type { WebObjectEntry } from '../records/web-object.ts';

/**
 * Every object's web folder (OBJECTS section 4), by API name: the one list a new object with
 * screens or buttons of its own adds a line to. A folder loads with its object's first screen;
 * the routes it serves are listed here, since the router needs their paths before anything loads:
 * the page of an action with a `screen` too (under the action's name, at the definition's `screen`
 * path, which the client entry does not carry; objects.test.ts checks the two agree). The objects'
 * routes register this list when they load (app/object-routes.tsx); the generic record screens never import it.
 */
export const WEB_OBJECTS: Readonly<Record<string, WebObjectEntry>> = {
  crmChance: {
    // The stages panel of the detail screen, the changeProcess action's page, and the pages of its products and competitors.
    load: () => import('./crm/crm-chance/crm-chance.web.tsx').then((m) => m.crmChanceWeb),
    routes: [
      {
        path: '/crm/crmChanceProcessForm',
        screen: 'changeProcess',
        handle: { title: 'web.route.chanceProcess', isBack: true },
        permissions: ['crm:crmChance:advance'],
      },
      {
        path: '/crm/crmChanceProductForm',
        screen: 'products',
        handle: { title: 'web.route.chanceProducts', isBack: true },
        permissions: ['crm:crmChance:edit'],
      },
      {
        path: '/crm/crmChanceCompetitorAdd',
        screen: 'competitors',
        handle: { title: 'web.route.chanceCompetitors', isBack: true },
        permissions: ['crm:crmChance:edit'],
      },
    ],
  },
  crmClue: {
    load: () => import('./crm/crm-clue/crm-clue.web.tsx').then((m) => m.crmClueWeb),
    // The toCustomer action's page.
    routes: [{ path: '/crm/clueChangeToCustomer', screen: 'toCustomer', handle: { title: 'web.route.clueToCustomer', isBack: true } }],
  },
  crmCredit: {
    // The customer's available credit on a line's detail screen.
    load: () => import('./crm/crm-credit/crm-credit.web.tsx').then((m) => m.crmCreditWeb),
  },
  crmProduct: {
    // What each warehouse holds of a product whose stock is kept, and its moves (issue 18).
    load: () => import('./crm/crm-product/crm-product.web.tsx').then((m) => m.crmProductWeb),
  },
  wmsStock: {
    // Every move of the product in and out of the warehouse, on the stock record's detail.
    load: () => import('./wms/wms-stock/wms-stock.web.tsx').then((m) => m.wmsStockWeb),
  },
  crmObjective: {
    // The target's completion, month by month, on its detail screen.
    load: () => import('./crm/crm-objective/crm-objective.web.tsx').then((m) => m.crmObjectiveWeb),
  },
  crmForecast: {
    // The detail's refreshed figures, and the ListSet: the period's forecasts by department, for whoever lists forecasts (issue 15).
    load: () => import('./crm/crm-forecast/crm-forecast.web.tsx').then((m) => m.crmForecastWeb),
    routes: [
      {
        path: '/crm/crmForecastListSet',
        screen: 'listSet',
        handle: { title: 'entity.crmForecast.listSet.title', isBack: true },
        permissions: ['crm:crmForecast:list'],
      },
    ],
  },
  crmCustomer: {
    load: () => import('./crm/crm-customer/crm-customer.web.tsx').then((m) => m.crmCustomerWeb),
    // The Customer tab (spec section 2): the customer list with the tab bar.
    listHandle: { title: 'web.tab.customer', keepAlive: true, tabbar: true },
    routes: [
      {
        path: '/crm/crmSubCustomerAdd',
        screen: 'subCustomerAdd',
        handle: { title: 'web.action.addSubCustomer', isBack: true },
        permissions: ['crm:crmCustomer:add'],
      },
      { path: '/crm/crmCustomerIndex', screen: 'home', handle: { title: 'web.list.home.title', tabbar: true } },
    ],
  },
  crmInvoiceLog: {
    load: () => import('./crm/crm-invoice-log/crm-invoice-log.web.tsx').then((m) => m.crmInvoiceLogWeb),
    // The invoiceNo action's page (the generic action page).
    routes: [
      {
        path: '/crm/crmInvoiceNoForm',
        screen: 'invoiceNo',
        handle: { title: 'web.route.invoiceNo', isBack: true },
        permissions: ['crm:crmInvoiceLog:invoiceNo'],
      },
    ],
  },
  crmOrder: {
    load: () => import('./crm/crm-order/crm-order.web.tsx').then((m) => m.crmOrderWeb),
    // The deliver action's page (the generic action page); its print-out and payment link panel (issue 20).
    routes: [
      {
        path: '/crm/crmOrderDeliverForm',
        screen: 'deliver',
        handle: { title: 'web.route.orderDeliver', isBack: true },
        permissions: ['crm:crmOrder:deliver'],
      },
    ],
  },
  crmQuote: {
    // The button that makes a contract of a quote (the contract's form, started from it), and its print-out (issue 20).
    load: () => import('./crm/crm-quote/crm-quote.web.tsx').then((m) => m.crmQuoteWeb),
  },
  crmContract: {
    // Its print-out, to sign and seal (issue 20).
    load: () => import('./crm/crm-contract/crm-contract.web.tsx').then((m) => m.crmContractWeb),
  },
  crmVisit: {
    // The sign-in panel, the sign-in and end pages, the unplanned visit and the check-in map (issue 14).
    load: () => import('./crm/crm-visit/crm-visit.web.tsx').then((m) => m.crmVisitWeb),
    routes: [
      { path: '/crm/crmVisitSign', screen: 'sign', handle: { title: 'entity.crmVisit.route.sign', isBack: true }, permissions: ['crm:crmVisit:sign'] },
      { path: '/crm/crmVisitEnd', screen: 'end', handle: { title: 'entity.crmVisit.route.end', isBack: true }, permissions: ['crm:crmVisit:end'] },
      {
        path: '/crm/crmVisitAdd',
        screen: 'addSigned',
        handle: { title: 'entity.crmVisit.route.add', isBack: true },
        permissions: ['crm:crmVisit:sign'],
      },
      { path: '/crm/crmVisitMap', screen: 'map', handle: { title: 'entity.crmVisit.route.map', isBack: true }, permissions: ['crm:crmVisit:list'] },
    ],
  },
  oaProject: {
    // The changePeriod action's page (its dates), and a button adding a task to it (issue 17).
    load: () => import('./oa/oa-project/oa-project.web.tsx').then((m) => m.oaProjectWeb),
    routes: [
      {
        path: '/oa/changePeriodProject',
        screen: 'changePeriod',
        handle: { title: 'entity.oaProject.route.changePeriod', isBack: true },
        permissions: ['oa:oaProject:edit'],
      },
    ],
  },
  oaBug: {
    // The resolve action's page: the solution form (issue 17).
    load: () => import('./oa/oa-bug/oa-bug.web.tsx').then((m) => m.oaBugWeb),
    routes: [
      {
        path: '/oa/oaBugSolutionForm',
        screen: 'resolve',
        handle: { title: 'entity.oaBug.route.solution', isBack: true },
        permissions: ['oa:oaBug:resolve'],
      },
    ],
  },
  oaCalendar: {
    // The month view, with the other dated work beside the events (issue 17).
    load: () => import('./oa/oa-calendar/oa-calendar.web.tsx').then((m) => m.oaCalendarWeb),
    routes: [
      { path: '/oa/oaCalendar', screen: 'month', handle: { title: 'entity.oaCalendar.month.title', isBack: true }, permissions: ['oa:oaCalendar:list'] },
    ],
  },
  oaWorkLog: {
    // Read receipts: who of the recipients opened the report (issue 17).
    load: () => import('./oa/oa-work-log/oa-work-log.web.tsx').then((m) => m.oaWorkLogWeb),
  },
  oaTask: {
    // Its files' page, and buttons logging hours against a task and adding a subtask to it (issue 17).
    load: () => import('./oa/oa-task/oa-task.web.tsx').then((m) => m.oaTaskWeb),
    routes: [{ path: '/oa/oaTaskFilesAdd', screen: 'files', handle: { title: 'entity.oaTask.files', isBack: true }, permissions: ['oa:oaTask:view'] }],
  },
  wmsDeliver: {
    // The logistics action's page: carrier, tracking number and ship time (the generic action page).
    load: () => import('./wms/wms-deliver/wms-deliver.web.tsx').then((m) => m.wmsDeliverWeb),
    routes: [
      {
        path: '/wms/wmsDeliverLogisticsForm',
        screen: 'logistics',
        handle: { title: 'entity.wmsDeliver.route.logistics', isBack: true },
        permissions: ['wms:wmsDeliver:logistics'],
      },
    ],
  },
  wmsSample: {
    // The deliver action's page: when and how the sample went out (the generic action page).
    load: () => import('./wms/wms-sample/wms-sample.web.tsx').then((m) => m.wmsSampleWeb),
    routes: [
      {
        path: '/wms/wmsSampleDeliverForm',
        screen: 'deliver',
        handle: { title: 'entity.wmsSample.route.deliver', isBack: true },
        permissions: ['wms:wmsSample:deliver'],
      },
    ],
  },
  crmWorkOrder: {
    // The assign and return actions' pages, the engineer's own status, reachable from the list, and the appraisal staff take down (issue 16).
    load: () => import('./crm/crm-work-order/crm-work-order.web.tsx').then((m) => m.crmWorkOrderWeb),
    routes: [
      {
        path: '/crm/appointWorkUser',
        screen: 'assign',
        handle: { title: 'entity.crmWorkOrder.route.appoint', isBack: true },
        permissions: ['crm:crmWorkOrder:assign'],
      },
      {
        path: '/crm/crmWorkOrderBackForm',
        screen: 'return',
        handle: { title: 'entity.crmWorkOrder.route.back', isBack: true },
        permissions: ['crm:crmWorkOrder:return'],
      },
      {
        path: '/crm/updateWorkUser',
        screen: 'myStatus',
        handle: { title: 'entity.crmWorkOrder.route.myStatus', isBack: true },
        permissions: ['crm:crmWorkOrder:accept'],
      },
      {
        path: '/crm/crmWorkOrderAppraise',
        screen: 'appraise',
        handle: { title: 'entity.crmWorkOrder.route.appraise', isBack: true },
        permissions: ['crm:crmWorkAppraise:add'],
      },
    ],
  },
  mesBom: {
    // The multi-level expansion, with expanded quantities and cost, on its detail screen.
    load: () => import('./mes/mes-bom/mes-bom.web.tsx').then((m) => m.mesBomWeb),
  },
  srmInquiry: {
    // The pick action's page: the suppliers' offers, one chosen.
    load: () => import('./srm/srm-inquiry/srm-inquiry.web.tsx').then((m) => m.srmInquiryWeb),
    routes: [
      {
        path: '/srm/srmInquiryPick',
        screen: 'pick',
        handle: { title: 'entity.srmInquiry.action.pick', isBack: true },
        permissions: ['srm:srmInquiry:pick'],
      },
    ],
  },
  cmsArticle: {
    // The share panel of its detail screen: the user's link for customers, and their visits (issue 20).
    load: () => import('./cms/cms-article/cms-article.web.tsx').then((m) => m.cmsArticleWeb),
  },
  cmsDocument: {
    // The same share panel (lib/share-link), for a document.
    load: () => import('./cms/cms-document/cms-document.web.tsx').then((m) => m.cmsDocumentWeb),
  },
  cmsVideo: {
    // The same share panel, for a video (/videoView plays it).
    load: () => import('./cms/cms-video/cms-video.web.tsx').then((m) => m.cmsVideoWeb),
  },
  cmsFile: {
    // The same share panel, for a file box (/fileBox).
    load: () => import('./cms/cms-file/cms-file.web.tsx').then((m) => m.cmsFileWeb),
  },
  cmsSmartForm: {
    // The share panel and the form's submissions on its detail screen (/smartForm opens the link).
    load: () => import('./cms/cms-smart-form/cms-smart-form.web.tsx').then((m) => m.cmsSmartFormWeb),
  },
  cmsTalk: {
    // The answer copied from a script's detail screen, and the script library (/reply) from the list (issue 20).
    load: () => import('./cms/cms-talk/cms-talk.web.tsx').then((m) => m.cmsTalkWeb),
  },
  cmsSource: {
    // The material library (/source) from the materials' list (issue 20).
    load: () => import('./cms/cms-source/cms-source.web.tsx').then((m) => m.cmsSourceWeb),
  },
  cmsTender: {
    // The receive action's page: the notice's key facts and the claim (issue 20).
    load: () => import('./cms/cms-tender/cms-tender.web.tsx').then((m) => m.cmsTenderWeb),
    routes: [
      {
        path: '/cms/cmsTenderReceive',
        screen: 'receive',
        handle: { title: 'entity.cmsTender.route.receive', isBack: true },
        permissions: ['cms:cmsTender:receive'],
      },
    ],
  },
  agentUser: {
    // The partner's login accounts on its detail screen, and the page making one (issue 19).
    load: () => import('./agent/agent-user/agent-user.web.tsx').then((m) => m.agentUserWeb),
    routes: [
      {
        path: '/agent/agentUserAccountForm',
        screen: 'accountForm',
        handle: { title: 'web.route.agentAccountForm', isBack: true },
        permissions: ['agent:agentUser:edit'],
      },
    ],
  },
};
