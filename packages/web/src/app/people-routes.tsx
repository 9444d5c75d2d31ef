import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

const h = (handle: RouteHandle) => handle;

/** A people screen loads with the people texts. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(['people'])]);
    return { Component: pick(module) };
  };
}

/**
 * The administrator's people screens below the menu's lists (issue 22): an employee, the employee
 * form (add, or ?id= edit), the hand-over of an employee's records, and the department form
 * (?id= edit, ?parentId= a new one under it). Each is a lazy chunk of its own.
 */
export function peopleRoutes(): RouteObject[] {
  return [
    {
      path: 'sys/sysUserView',
      handle: h({ title: 'web.people.route.employeeView', isBack: true }),
      lazy: page(
        () => import('../features/people/EmployeeViewPage.tsx'),
        (m) => m.EmployeeViewPage,
      ),
    },
    {
      path: 'sys/sysUserForm',
      handle: h({ title: 'web.people.route.employeeAdd', editTitle: 'web.people.route.employeeEdit', isBack: true }),
      lazy: page(
        () => import('../features/people/EmployeeFormPage.tsx'),
        (m) => m.EmployeeFormPage,
      ),
    },
    {
      path: 'sys/sysUserHandover',
      handle: h({ title: 'web.people.route.handover', isBack: true }),
      lazy: page(
        () => import('../features/people/HandoverPage.tsx'),
        (m) => m.HandoverPage,
      ),
    },
    // The address book's colleague (issue 17).
    {
      path: 'oa/oaAddressBookView',
      handle: h({ title: 'web.people.route.colleague', isBack: true }),
      lazy: page(
        () => import('../features/people/AddressBookViewPage.tsx'),
        (m) => m.AddressBookViewPage,
      ),
    },
    {
      path: 'sys/sysDepartForm',
      handle: h({ title: 'web.people.route.departAdd', editTitle: 'web.people.route.departEdit', isBack: true }),
      lazy: page(
        () => import('../features/people/DepartmentFormPage.tsx'),
        (m) => m.DepartmentFormPage,
      ),
    },
  ];
}

/** The menu catalogue's 'page:sysUserList' (/sys/sysUserList) and 'page:sysDepartList' (/sys/sysDepartList). */
export const PEOPLE_MENU_PAGES: Record<string, PageLoader> = {
  'page:sysUserList': async () => {
    const [{ EmployeeListPage }] = await Promise.all([import('../features/people/EmployeeListPage.tsx'), loadTexts(['people'])]);
    return EmployeeListPage;
  },
  // The office's address book (issue 17): everyone's, read-only.
  'page:oaAddressBook': async () => {
    const [{ AddressBookPage }] = await Promise.all([import('../features/people/AddressBookPage.tsx'), loadTexts(['people'])]);
    return AddressBookPage;
  },
  'page:sysDepartList': async () => {
    const [{ DepartmentListPage }] = await Promise.all([import('../features/people/DepartmentListPage.tsx'), loadTexts(['people'])]);
    return DepartmentListPage;
  },
};
