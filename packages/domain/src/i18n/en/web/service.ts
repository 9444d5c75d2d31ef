import type { WebServiceTexts } from '../../types.ts';

export const service: WebServiceTexts = {
  serviceBoard: {
    open: 'Open work orders',
    count: '{{n}}',
    byStatus: 'By status',
    byUrgency: 'By urgency',
    status: { '1': 'Pending acceptance', '2': 'Accepted', '3': 'To be allocated', '4': 'Pending', '5': 'Processing', '6': 'Completed' },
    urgency: { '1': 'Low', '2': 'Normal', '3': 'Urgent', '4': 'Critical' },
    overdue: 'Overdue work orders',
    overdueMore: '{{n}} more not listed',
    deadline: 'Due {{at}}',
    unassigned: 'Unassigned',
    engineers: 'Engineers',
    engineerStatus: { '1': 'Free', '2': 'Busy', '3': 'Offline' },
    load: '{{n}} open',
    completed: 'Completed this month',
    averageHours: 'Average {{h}} h from acceptance to completion',
    ratings: "This month's ratings",
    average: 'Average rating',
    ratingCount: '{{n}} ratings',
    stars: '{{n}} stars',
    satisfaction: { '1': 'Very dissatisfied', '2': 'Dissatisfied', '3': 'Neutral', '4': 'Satisfied', '5': 'Very satisfied' },
    none: 'None yet',
  },
};
