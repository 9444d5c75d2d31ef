import type { WebDashboardTexts } from '../../types.ts';

export const dashboard: WebDashboardTexts = {
  home: {
    greeting: {
      morning: 'Good morning, {{name}}',
      forenoon: 'Good morning, {{name}}',
      noon: 'Good noon, {{name}}',
      afternoon: 'Good afternoon, {{name}}',
      evening: 'Good evening, {{name}}',
    },
    todoTitle: 'My to-dos',
    unreadMessages: 'Unread messages',
    todo: 'To-dos',
    pendingAudit: 'Pending approvals',
    followUp: 'To follow up',
    quickApps: 'Frequent apps',
    allApps: 'All apps',
  },
  message: {
    markAllRead: 'Mark all read',
    allRead: 'All messages marked as read',
    read: 'Read',
    unread: 'Unread',
    empty: 'No messages',
  },
  remind: {
    pending: 'Open',
    finished: 'Done',
    markDone: 'Done',
    done: 'Done',
    due: 'Due: {{time}}',
    empty: 'No to-dos',
    doneSuccess: 'Marked as done',
  },
  workplace: {
    empty: 'No applications available',
  },
};
