import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { MAIL_LINKED_OBJECTS } from '@crm/domain';
import { loadObjectTexts, loadTexts } from '../lib/i18n.ts';
import type { PageLoader } from '../lib/menu.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

const h = (handle: RouteHandle) => handle;

/** An e-mail screen loads with the record screens' texts, which hold the e-mail's (`web.email`). */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(['records'])]);
    return { Component: pick(module) };
  };
}

/**
 * The e-mail screens below the menu's index (issue 21): a message, the form that writes one (new,
 * ?replyTo= or ?forward=) and the mailbox's settings. Each is a lazy chunk of its own.
 */
export function emailRoutes(): RouteObject[] {
  return [
    {
      path: 'email/emailView',
      handle: h({ title: 'web.email.route.view', isBack: true }),
      // With the names of the objects a message links to.
      lazy: page(
        () => Promise.all([import('../features/email/EmailViewPage.tsx'), loadObjectTexts(MAIL_LINKED_OBJECTS)]).then(([m]) => m),
        (m) => m.EmailViewPage,
      ),
    },
    {
      path: 'email/emailForm',
      handle: h({ title: 'web.email.route.compose', isBack: true }),
      lazy: page(
        () => import('../features/email/EmailFormPage.tsx'),
        (m) => m.EmailFormPage,
      ),
    },
    {
      path: 'email/emailMailbox',
      handle: h({ title: 'web.email.route.mailbox', isBack: true }),
      lazy: page(
        () => import('../features/email/MailboxPage.tsx'),
        (m) => m.MailboxPage,
      ),
    },
  ];
}

/** The menu catalogue's 'page:emailIndex' (/email/emailIndex): the user's mailbox and its folders. */
export const EMAIL_MENU_PAGES: Record<string, PageLoader> = {
  'page:emailIndex': async () => {
    const [{ EmailIndexPage }] = await Promise.all([import('../features/email/EmailIndexPage.tsx'), loadTexts(['records'])]);
    return EmailIndexPage;
  },
};
