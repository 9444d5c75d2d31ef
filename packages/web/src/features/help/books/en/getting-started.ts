import type { HelpChapter } from '../types.ts';

/** Getting started and logging in (en). */
export const chapters: readonly HelpChapter[] = [
  {
    id: 'ways-in',
    title: 'Ways to log in',
    blocks: [
      'Staff log in on the login page (/user/login) in one of three ways: “Password”, “SMS code” or “Email code”. Whichever you choose, first tick that you have read and agree to the User Agreement and the Privacy Policy.',
      {
        steps: [
          'Password: enter the account and password your administrator gave you and tap “Log in”.',
          'SMS code: enter your mobile number, tap “Get code”, and enter the six-digit code you receive.',
          'Email code: enter your email address, get the code and enter it.',
        ],
      },
      'A code is valid for 5 minutes; one number can ask for a new code once every 60 seconds, and a code is void after 5 wrong entries. A mobile number or email address belongs to one staff account only: fill in the one you log in with in your profile first.',
      {
        tip: 'Five failed logins from one network address within 15 minutes block that address for a while. Your account itself is never locked because someone else typed a wrong password.',
      },
    ],
  },
  {
    id: 'trial-and-password',
    title: 'Free trial and a forgotten password',
    blocks: [
      'A company without an account can tap “Free trial” on the login page: enter the company name, your mobile number and the SMS code (and, if you like, a password and your name). This creates a company with a 15-day trial, with you as its administrator; your account name is the mobile number.',
      'If you forgot your password, tap “Forgot password” on the login page, enter the mobile number of your account, get a code and set a new password. At the same moment every other login of the account ends.',
      'To change your password while logged in: on the “Mine” tab, tap “Change password”.',
    ],
  },
  {
    id: 'other-doors',
    title: 'Logins for partners, customers and enterprise messengers',
    blocks: [
      'Each kind of user has a login page of its own:',
      {
        list: [
          'Channel partners (resellers): the partner login /user/agentLogin, which opens the partner portal.',
          'Customer self-service: the customer login /terminal/login, for the company details, fault reports and work orders.',
          'Staff: the login page /user/login.',
        ],
      },
      'Partner and customer accounts open only their own pages: a staff page tells them so, without logging them out. The phone remembers the login page last used, so an expired session returns to the same one.',
      'WeCom, DingTalk, Feishu and Yunzhijia: once the administrator has set up the company app, opening the CRM link inside the messenger logs you in without a password. At the first login, an account whose mobile number or email matches one employee is bound to that employee; otherwise ask your administrator to bind it.',
      'An administrator can also issue an employee a link that logs in by itself (with a member id and key), and revoke it at any time.',
    ],
  },
  {
    id: 'home-and-tabs',
    title: 'The home page and the tabs',
    blocks: [
      'After logging in you are on the home page. The tabs at the bottom are Home, Message, Customer, Applications and Mine. The Customer tab shows only to those who may list customers.',
      {
        list: [
          'Home: today’s to-dos, a few figures of the sales briefing and your latest activity.',
          'Message: system notices, approval messages and reminders; the tab shows how many are unread.',
          'Customer: the customers you can see.',
          'Applications: every app your role may use, by area: CRM, Service, Office, Warehouse & Purchasing, Content, Tools and System settings.',
          'Mine: your profile, change password, settings, contact service, help books and log out.',
        ],
      },
      'Pages off the tabs have a title bar with a Back button; with no page before (a link opened directly), Back goes to the home page. Inside WeCom, DingTalk and the other messengers, the page uses the messenger’s own title bar and shows a floating Back button you can drag.',
    ],
  },
  {
    id: 'settings',
    title: 'Your settings',
    blocks: [
      'On the “Mine” tab, tap “Settings”:',
      {
        list: [
          'Language: 简体中文, English or 繁體中文, applied at once and kept for your next login.',
          'Time zone: dates and times show in it, and reports count “today” and “this month” in it.',
          'Hide the floating back button.',
          'Clear cache: clears the data kept on the phone; lists load again.',
          'Notifications: which messages you receive (system notices, approvals, reminders, tasks).',
          'Log in on a computer: scan the QR code of the computer’s login page with the phone, or enter the 8-digit login code under it, and confirm.',
        ],
      },
      'An employee of several companies taps “Switch company” on the Mine tab to choose the current one. Your avatar, name, mobile number and email are changed in “Profile”; a new mobile number or email address needs a code sent to it first.',
    ],
  },
];
