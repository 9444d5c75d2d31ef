import type { WebRegisterTexts } from '../../types.ts';

export const register: WebRegisterTexts = {
  register: {
    routeRegister: 'Free trial',
    routeResult: 'Registration result',
    routeAlteration: 'Reset password',
    title: 'Free trial registration',
    subtitle: 'Tell us about your company and start your trial now',
    companyName: 'Company name',
    companyNamePlaceholder: 'Enter the complete company name',
    inputCompanyName: 'Please enter the complete company name',
    realname: 'Your name',
    realnamePlaceholder: 'Optional',
    password: 'Password',
    passwordPlaceholder: 'Optional: you can also log in with a phone code',
    passwordTooShort: 'The password needs at least {{min}} characters',
    submit: 'Register',
    failed: 'Operation failed',
    haveAccount: 'Already have an account? Log in',
    resultTitle: 'Registration succeeded',
    resultText: 'The free trial of {{company}} has started',
    resultAccount: 'Login account: {{account}} (your mobile number)',
    enter: 'Enter',
    resultMissing: 'The registration is complete, please log in with your mobile number',
    toLogin: 'Back to login',
    alterationTitle: 'Reset password',
    alterationSubtitle: 'Set a new password with a code sent to your phone',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordMismatch: 'The two passwords do not match',
    alterationSubmit: 'Reset password',
  },
  legal: {
    agreementTitle: 'User Agreement',
    agreementBody:
      'Welcome to Mobile CRM (the “Service”). This agreement governs your use of the Service. By logging in or registering you confirm that you have read and agree to it.\n1. Your account. Your account is opened by your company’s administrator or created when you register for a trial. Keep your username and password to yourself; whatever is done with your account counts as done by you. If your account is misused, change your password at once and tell your administrator.\n2. Acceptable use. Follow the law and your company’s rules. Do not use the Service to publish unlawful content, infringe the rights of others, harvest other people’s data or disturb the Service.\n3. Your data. The customers, opportunities, orders and other business data you and your company enter belong to your company; we process them only to provide the Service.\n4. Changes and suspension. We may update the Service to improve it. When a company account is disabled or expires, its users can no longer log in, and its data is kept or deleted as agreed with the company.\n5. Other terms. This agreement is governed by the laws of the People’s Republic of China. Questions? Reach us under Mine > Contact service.',
    privacyTitle: 'Privacy Policy',
    privacyBody:
      'We care about your personal information. This policy explains what the Service collects, how it is used, stored and protected, and what rights you have.\n1. What we collect: account details (username, name, phone number, email, avatar); the business data you enter; login and activity records (time, IP address, device type) to keep the Service secure; your location, with your permission, when you check in or use the map.\n2. How we use it: to verify logins, provide and improve the Service, send verification codes and business notifications, and keep your account and data safe. We do not use your personal information for anything else.\n3. Sharing: we give your personal information to no third party, except the providers that deliver SMS and email codes, where the law requires it, or with your explicit consent.\n4. Storage and protection: your information is stored on servers in the People’s Republic of China; passwords are kept only in a form that cannot be reversed, and data is encrypted in transit.\n5. Your rights: view and correct your details under Mine > Profile and change your password under Mine > Change password. To delete your account or withdraw your consent, contact your company’s administrator or customer service.',
    close: 'Close',
  },
};
