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
};
