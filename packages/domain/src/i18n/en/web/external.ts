import type { WebExternalTexts } from '../../types.ts';

export const external: WebExternalTexts = {
  agent: {
    loginTitle: 'Partner login',
    loginSubtitle: 'The entrance for channel partners',
    staffLogin: 'Staff? Log in here',
    profile: 'My profile',
    phone: 'Mobile',
    email: 'Email',
    company: 'Partner company',
    customers: 'Customers I reported ({{count}})',
    noCustomers: 'No reported customers yet',
  },
  terminal: {
    loginTitle: 'Customer self-service',
    loginSubtitle: 'Your company details at a glance',
    staffLogin: 'Staff? Log in here',
    yourCompany: 'Your company',
    customerName: 'Company name',
    customerNo: 'Customer number',
    phone: 'Phone',
    email: 'Email',
    notLinked: 'Your account is not linked to a company yet, please contact your service provider',
    profile: 'My profile',
  },
  door: {
    title: 'This page cannot be opened',
    staff: 'This page is for staff accounts; the account you are signed in with cannot open it.',
    agent: 'This page is for channel partners; the account you are signed in with cannot open it.',
    customer: 'This page is for customer self-service; the account you are signed in with cannot open it.',
    notYet: 'This feature is not available yet.',
    backToMyHome: 'Back to my home',
  },
};
