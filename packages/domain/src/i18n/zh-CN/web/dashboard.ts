/** The client's dashboard texts (an i18next namespace loaded with its screens). The base locale. */
export const dashboard = {
  home: {
    greeting: {
      morning: '早上好，{{name}}',
      forenoon: '上午好，{{name}}',
      noon: '中午好，{{name}}',
      afternoon: '下午好，{{name}}',
      evening: '晚上好，{{name}}',
    },
    todoTitle: '我的待办',
    unreadMessages: '未读消息',
    todo: '待办事项',
    pendingAudit: '待审批',
    followUp: '待跟进',
    quickApps: '常用应用',
    allApps: '全部应用',
  },
  message: {
    markAllRead: '全部已读',
    allRead: '已全部标记为已读',
    read: '已读',
    unread: '未读',
    empty: '暂无消息',
  },
  remind: {
    pending: '未完成',
    finished: '已完成',
    markDone: '完成',
    done: '已完成',
    due: '截止：{{time}}',
    empty: '暂无待办',
    doneSuccess: '已标记为完成',
  },
  workplace: {
    empty: '暂无可用的应用',
  },
};
