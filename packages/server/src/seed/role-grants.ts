import { appPermissionCodes, CATALOGUE, type AreaCode } from '@crm/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { actionOf } from '../modules/permissions/catalogue.ts';

/** Every button code of the given areas, optionally only some actions (`list` always included). */
export function areaGrants(areas: readonly AreaCode[], actions?: readonly string[]): string[] {
  return CATALOGUE.filter((area) => areas.includes(area.code)).flatMap((area) =>
    area.apps.flatMap((app) => appPermissionCodes(app).filter((code) => !actions || code.endsWith(':list') || actions.includes(actionOf(code)))),
  );
}

/**
 * The company's catalogue (products, price lists, sales processes and pools): salespeople quote,
 * sell, work their opportunities and claim from it, and only the administrator and sales
 * management change it.
 */
const CATALOGUE_PREFIXES = ['crm:crmProduct:', 'crm:crmPrice:', 'crm:crmProcess:', 'crm:crmPool:'];

/** Apps for people with a team: what the people of their scope did (team activity) is not a salesperson's. */
const TEAM_APPS = ['sys:sysActionLog:'];

const forTeams = (code: string) => TEAM_APPS.some((prefix) => code.startsWith(prefix));

/** Coaching is recorded by those who coach (management): a salesperson reads what was done for them and rates it (SALES_EVERYDAY). */
const COACHING = ['crm:crmEmpower:add', 'crm:crmEmpower:edit'];

/** Sales targets are set by management: a salesperson reads theirs and how far they came. */
const TARGETS = ['crm:crmObjective:add', 'crm:crmObjective:edit'];

/**
 * A salesperson reports a fault of their customers (a work order, on one of the customer's
 * devices) and follows it; dispatching and working it are the service team's.
 */
const REPORTS_SERVICE = ['crm:crmWorkOrder:list', 'crm:crmWorkOrder:view', 'crm:crmWorkOrder:add', 'crm:crmEquipment:list', 'crm:crmEquipment:view'];

/**
 * A work order's engineer's own moves: whoever holds accept is an engineer (the dispatcher's list,
 * crm-work-order/engineers.ts), so sales management, who dispatches, does not hold them.
 */
const ENGINEERS_MOVES = ['accept', 'return', 'transferWork', 'start', 'hold', 'resume', 'complete'].map((action) => `crm:crmWorkOrder:${action}`);

/**
 * A salesperson's office work (issue 17): their tasks (starting, finishing, reopening and handing
 * one to a colleague: the appoint of a task's owner is its transfer), the hours they log, their
 * work reports, their requests (leave, trips, expenses: submitted through the approval flow),
 * the projects they take part in, the bugs they find there, and the knowledge base; deleting
 * stays with management.
 */
const OFFICE_EVERYDAY = [
  ...areaGrants(['oa'], ['view', 'add', 'edit']).filter((code) =>
    /^oa:(oaProject|oaProjectStage|oaTask|oaTaskTime|oaWorkLog|oaBug|oaKnow|oaApprove|oaCalendar|oaShare):/.test(code),
  ),
  'oa:oaTask:start',
  'oa:oaTask:finish',
  'oa:oaTask:reopen',
  'oa:oaTask:transfer',
  // Colleagues to call or mail.
  'oa:oaAddressBook:list',
];

function changesCatalogue(code: string): boolean {
  return CATALOGUE_PREFIXES.some((prefix) => code.startsWith(prefix)) && !['list', 'view'].includes(actionOf(code));
}

/**
 * A salesperson's everyday actions beyond view, add, edit and export: converting their leads and
 * quotes, handing their records to a colleague, returning them to the pool and claiming from the
 * pools they are in (allocating stays with the pools' administrators), delivering their orders. Their data scope (self)
 * keeps each to their own records. Voiding a receipt, refund or invoice, entering the tax
 * invoice's number and suspending or resuming a customer's credit stay with management, as
 * finance's acts. (A contract from a quote or an opportunity is a new contract: the add they hold.)
 */
const SALES_EVERYDAY = [
  'crm:crmClue:toCustomer',
  'crm:crmClue:transfer',
  'crm:crmClue:toPool',
  'crm:crmClue:receive',
  'crm:crmCustomer:transfer',
  'crm:crmCustomer:toPool',
  'crm:crmCustomer:receive',
  'crm:crmChance:advance',
  'crm:crmChance:win',
  'crm:crmChance:lose',
  'crm:crmChance:invalidate',
  'crm:crmChance:toQuote',
  'crm:crmChance:transfer',
  'crm:crmQuote:toOrder',
  'crm:crmQuote:transfer',
  'crm:crmOrder:transfer',
  'crm:crmOrder:deliver',
  'crm:crmReceivePlan:transfer',
  'crm:crmReceive:transfer',
  'crm:crmRefund:transfer',
  'crm:crmInvoiceLog:transfer',
  'crm:crmContract:transfer',
  'crm:crmCredit:transfer',
  'crm:crmExpense:transfer',
  'crm:crmCompetitor:transfer',
  'crm:crmMarketActivity:transfer',
  'crm:crmMarketMember:transfer',
  // Rating the coaching they were given (empowerment).
  'crm:crmEmpower:rate',
  // Their own visits: planning, editing and moving one is their add and edit; signing in, ending,
  // terminating, and handing one to a colleague (transfer, appoint).
  'crm:crmVisit:sign',
  'crm:crmVisit:end',
  'crm:crmVisit:terminate',
  'crm:crmVisit:transfer',
];

/**
 * What the sales side sees of the warehouses (issue 18): the stock of every warehouse, to promise
 * a delivery, and the warehouses themselves, to deliver an order from one.
 */
const STOCK_IN_VIEW = ['wms:wmsWarehouse:list', 'wms:wmsWarehouse:view', 'wms:wmsStock:list', 'wms:wmsStock:view'];

/** A salesperson lends samples to their customers (issue 18): asks for them, and follows them out and back. */
const SAMPLES = ['wms:wmsSample:list', 'wms:wmsSample:view', 'wms:wmsSample:add', 'wms:wmsSample:edit'];

/**
 * A salesperson's tools (issue 21), everyone in sales: their own mailbox, looking a company, lead or
 * contact up across the lists before a call (smart search), and a business card read into a new contact.
 */
/** The articles and documents sales share with customers (issue 20): everyone in sales reads them, managers write them. */
const CONTENT_READ = areaGrants(['cms'], ['view']).filter((code) =>
  /^cms:(cmsArticle|cmsDocument|cmsTalk|cmsSource|cmsFlow|cmsTender|cmsVideo|cmsFile|cmsSmartForm):/.test(code),
);
const CONTENT_WRITE = areaGrants(['cms']).filter((code) =>
  /^cms:(cmsArticle|cmsDocument|cmsTalk|cmsSource|cmsFlow|cmsTender|cmsVideo|cmsFile|cmsSmartForm):/.test(code),
);
/** A salesperson claims tender notices and makes opportunities of the ones they claimed (issue 20). */
const TENDER_CLAIMS = ['cms:cmsTender:receive', 'cms:cmsTender:toOpportunity'];

const SALES_TOOLS = ['email:email:list', 'hk:searchCustomer:list', 'tool:cardCustomer:list'];

/**
 * Grants of the built-in roles of every new tenant. The administrator is not listed: it holds
 * every permission implicitly, including ones the catalogue gains later.
 */
export function builtInRoleGrants(): Record<'salesManagement' | 'salesDeptManagement' | 'salesperson', string[]> {
  return {
    // Sales management also follows the warehouse and the purchases (read only): what is in stock, bought and paid.
    salesManagement: [
      ...areaGrants(['crm', 'service', 'oa']).filter((code) => !ENGINEERS_MOVES.includes(code)),
      ...areaGrants(['wms'], ['view']),
      ...SALES_TOOLS,
      ...CONTENT_WRITE,
    ],
    salesDeptManagement: [...areaGrants(['crm', 'oa']), ...STOCK_IN_VIEW, ...SALES_TOOLS, ...CONTENT_WRITE],
    // Salespeople work their own records: no delete, no bulk import, and the catalogue read-only.
    salesperson: [
      ...areaGrants(['crm'], ['view', 'add', 'edit', 'export']).filter(
        (code) => !changesCatalogue(code) && !forTeams(code) && !COACHING.includes(code) && !TARGETS.includes(code),
      ),
      ...SALES_EVERYDAY,
      ...REPORTS_SERVICE,
      ...OFFICE_EVERYDAY,
      ...STOCK_IN_VIEW,
      ...SAMPLES,
      ...SALES_TOOLS,
      ...CONTENT_READ,
      ...TENDER_CLAIMS,
    ],
  };
}

/**
 * Gives the built-in roles of every tenant what the product grants them now and they lack (run at
 * every start, after the catalogue sync): administrators cannot change a built-in role, so a grant
 * added here, like the salesperson's conversion and transfer, reaches the tenants made before it
 * as it reaches new ones. Only adds; safe on several instances at once.
 */
export async function syncBuiltInRoleGrants(db: Kysely<Database>): Promise<void> {
  for (const [roleCode, codes] of Object.entries(builtInRoleGrants())) {
    await db
      .insertInto('role_permissions')
      .columns(['tenant_id', 'role_id', 'permission_id'])
      .expression(
        db
          .selectFrom(['roles', 'permissions'])
          .select(['roles.tenant_id as tenant_id', 'roles.id as role_id', 'permissions.id as permission_id'])
          .where('roles.role_code', '=', roleCode)
          .where('roles.built_in', '=', 1)
          .where('permissions.menu_type', '=', '2')
          .where('permissions.perms', 'in', codes)
          .where(({ exists, not, selectFrom }) =>
            not(
              exists(
                selectFrom('role_permissions as held')
                  .select('held.role_id')
                  .whereRef('held.role_id', '=', 'roles.id')
                  .whereRef('held.permission_id', '=', 'permissions.id'),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
  }
}
