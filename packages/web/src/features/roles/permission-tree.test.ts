import { describe, expect, it } from 'vitest';
import { appPermissionCodes, CATALOGUE } from '@crm/domain';
import { i18n } from '../../lib/i18n.ts';
import { definitionOf } from '../../records/definitions.ts';
import { appButtons, checkState, orderedCodes, permissionTree, setApp, setArea, setButton, type AppNode } from './permission-tree.ts';

const tree = permissionTree(definitionOf);
const appNamed = (name: string): AppNode => tree.flatMap((area) => area.apps).find((app) => app.name === name)!;

describe('the permission tree', () => {
  it('has, for every app of the catalogue, exactly the codes the server grants (appPermissionCodes), list first', () => {
    for (const area of CATALOGUE)
      for (const app of area.apps) {
        const buttons = appButtons(app, app.object ? definitionOf(app.object) : undefined);
        expect([app.name, buttons.map((button) => button.code)]).toEqual([app.name, appPermissionCodes(app)]);
      }
    expect(tree.map((area) => area.code)).toEqual(CATALOGUE.map((area) => area.code));
  });

  it('names every button in every language', async () => {
    for (const lang of ['zh-CN', 'en', 'zh-TW']) {
      await i18n.loadLanguages(lang);
      await i18n.loadNamespaces(['roles', 'records']);
      const t = i18n.getFixedT(lang);
      for (const app of tree.flatMap((area) => area.apps))
        for (const button of app.buttons) {
          const text = (t as unknown as (key: string) => string)(button.label);
          expect([button.code, text === button.label]).toEqual([button.code, false]);
        }
    }
    expect(i18n.getFixedT('en')('entity.crmChance.action.win')).toBe('Won');
  });

  it('names the object actions by their definitions and the rest by the permission texts', () => {
    const chance = appNamed('crmChanceList');
    expect(chance.listCode).toBe('crm:crmChance:list');
    expect(chance.buttons.find((button) => button.code === 'crm:crmChance:win')?.label).toBe('entity.crmChance.action.win');
    expect(chance.buttons.find((button) => button.code === 'crm:crmChance:edit')?.label).toBe('web.roles.button.edit');
    expect(appNamed('sysRoleList').buttons.map((button) => button.code)).toEqual([
      'sys:role:view',
      'sys:role:add',
      'sys:role:edit',
      'sys:role:delete',
      'sys:role:fieldPermission',
    ]);
  });

  it('checks an app’s list with any of its buttons, and takes every code of an app away with it', () => {
    const customer = appNamed('crmCustomerList');
    let codes = setButton(new Set(), customer, 'crm:crmCustomer:edit', true);
    expect([...codes].sort()).toEqual(['crm:crmCustomer:edit', 'crm:crmCustomer:list']);
    codes = setButton(codes, customer, 'crm:crmCustomer:edit', false);
    expect([...codes]).toEqual(['crm:crmCustomer:list']);
    codes = setApp(setButton(codes, customer, 'crm:crmCustomer:view', true), customer, false);
    expect([...codes]).toEqual([]);
    expect([...setApp(new Set(), customer, true)]).toEqual(['crm:crmCustomer:list']);
  });

  it('selects a whole area or none of it, and says whether all, some or none of it is held', () => {
    const tools = tree.find((area) => area.code === 'tools')!;
    const all = setArea(new Set(['crm:crmClue:list']), tools, true);
    expect(orderedCodes(tree, all)).toEqual(['crm:crmClue:list', 'email:email:list', 'hk:searchCustomer:list', 'tool:cardCustomer:list']);
    expect(checkState(all, ['email:email:list', 'hk:searchCustomer:list'])).toBe('all');
    const some = setApp(all, appNamed('emailIndex'), false);
    expect(checkState(some, ['email:email:list', 'hk:searchCustomer:list'])).toBe('some');
    expect([...setArea(some, tools, false)]).toEqual(['crm:crmClue:list']);
  });

  it('sends the codes in the tree’s order, without a code the catalogue does not know', () => {
    expect(orderedCodes(tree, new Set(['sys:role:list', 'crm:crmCustomer:list', 'no:such:code']))).toEqual(['crm:crmCustomer:list', 'sys:role:list']);
  });
});
