import type { WebMessengerTexts } from '../../types.ts';

export const messenger: WebMessengerTexts = {
  messenger: {
    provider: { qywx: 'WeCom', ding: 'DingTalk', feishu: 'Feishu', yunzhijia: 'Yunzhijia' },
    route: {
      authorize: 'Messenger authorisation',
      redirect: 'Messenger sign-in',
      help: 'Signing in from a messenger',
    },
    authorizing: 'Going to {{provider}} for authorisation…',
    signingIn: 'Signing in with {{provider}}…',
    missingAppid: 'The link has no app id (appid), please open the app again from the {{provider}} workbench',
    missingCode: 'No authorisation came back from {{provider}}, please open the app again',
    stateMismatch: 'The authorisation is no longer valid, please open the app from {{provider}} again',
    failedTitle: 'Sign-in failed',
    notBoundTitle: 'Account not bound',
    notBound:
      'Your {{provider}} account is not bound to a CRM account yet. Please ask your administrator to bind your account, then open the app from {{provider}} again.',
    retry: 'Authorise again',
    passwordLogin: 'Log in with account and password',
    help: 'Help',
    helpTitle: 'Signing in from your company messenger',
    helpIntro: 'Open this app from your company messenger to sign in without a password; you come back to the page you opened.',
    helpOpen: {
      qywx: 'Open WeCom, go to Workbench and tap this app. The first time, agree to the authorisation.',
      ding: 'Open DingTalk, go to Workbench, tap this app and choose Agree on the authorisation page.',
      feishu: 'Open Feishu, go to Workplace, tap this app and choose Authorise on the authorisation page.',
      yunzhijia: 'Open Yunzhijia, go to Apps and tap this app.',
    },
    helpNotBoundHeading: 'What if it says the account is not bound?',
    helpNotBound: 'Your messenger account has no CRM account yet. Send a screenshot of the message to your administrator, who binds your account in the CRM.',
    helpAutoBind: 'If your mobile number or email in the messenger is the one of your CRM account, the binding happens by itself at your first sign-in.',
  },
};
