import type { WebServiceTexts } from '../../types.ts';

export const service: WebServiceTexts = {
  serviceBoard: {
    open: '未完成工單',
    count: '{{n}} 單',
    byStatus: '按狀態',
    byUrgency: '按緊急程度',
    status: { '1': '待受理', '2': '已受理', '3': '待分配', '4': '掛起', '5': '處理中', '6': '已完成' },
    urgency: { '1': '低', '2': '一般', '3': '緊急', '4': '特急' },
    overdue: '超期工單',
    overdueMore: '另有 {{n}} 單未列出',
    deadline: '截止 {{at}}',
    unassigned: '未派工',
    engineers: '工程師',
    engineerStatus: { '1': '空閒', '2': '忙碌', '3': '離線' },
    load: '在手 {{n}} 單',
    completed: '本月完成',
    averageHours: '受理到完成平均 {{h}} 小時',
    ratings: '本月評價',
    average: '平均評分',
    ratingCount: '共 {{n}} 條評價',
    stars: '{{n}} 星',
    satisfaction: { '1': '非常不滿意', '2': '不滿意', '3': '一般', '4': '滿意', '5': '非常滿意' },
    none: '暫無',
  },
};
