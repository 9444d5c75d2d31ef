import { appPermissionCodes, CATALOGUE, type AreaCode } from '@crm/domain';
import { actionOf } from '../modules/permissions/catalogue.ts';

/** Every button code of the given areas, optionally only some actions (`list` always included). */
export function areaGrants(areas: readonly AreaCode[], actions?: readonly string[]): string[] {
  return CATALOGUE.filter((area) => areas.includes(area.code)).flatMap((area) =>
    area.apps.flatMap((app) => appPermissionCodes(app).filter((code) => !actions || code.endsWith(':list') || actions.includes(actionOf(code)))),
  );
}

/**
 * Grants of the built-in roles of every new tenant. The administrator is not listed: it holds
 * every permission implicitly, including ones the catalogue gains later.
 */
export function builtInRoleGrants(): Record<'salesManagement' | 'salesDeptManagement' | 'salesperson', string[]> {
  return {
    salesManagement: areaGrants(['crm', 'service', 'oa']),
    salesDeptManagement: areaGrants(['crm', 'oa']),
    // Salespeople work their own records: no delete, no bulk import.
    salesperson: areaGrants(['crm'], ['view', 'add', 'edit', 'export']),
  };
}
