import type { WebDashboardTexts } from '../../types.ts';

export const dashboard: WebDashboardTexts = {
  home: {
    greeting: {
      morning: '早安，{{name}}',
      forenoon: '上午好，{{name}}',
      noon: '午安，{{name}}',
      afternoon: '下午好，{{name}}',
      evening: '晚安，{{name}}',
    },
    todoTitle: '我的待辦',
    unreadMessages: '未讀訊息',
    todo: '待辦事項',
    pendingAudit: '待審批',
    followUp: '待跟進',
    quickApps: '常用應用',
    allApps: '全部應用',
  },
  message: {
    markAllRead: '全部已讀',
    allRead: '已全部標記為已讀',
    read: '已讀',
    unread: '未讀',
    empty: '暫無訊息',
  },
  remind: {
    pending: '未完成',
    finished: '已完成',
    markDone: '完成',
    done: '已完成',
    due: '截止：{{time}}',
    empty: '暫無待辦',
    doneSuccess: '已標記為完成',
  },
  workplace: {
    empty: '暫無可用的應用',
  },
};
