import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso, type DemoDraft, type DemoRecord } from '../../../seed/demo-world.ts';

const FOLLOW_TYPE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['1', 40],
  ['2', 18],
  ['3', 22],
  ['4', 10],
  ['5', 7],
  ['6', 3],
];

const TOPICS = [
  '二期项目需求',
  '报价细节',
  '合同付款条款',
  '产品试用反馈',
  '实施排期',
  '年度续约',
  '培训安排',
  '售后服务响应',
  '采购预算',
  '竞品对比情况',
  '系统对接方案',
  '交付验收标准',
];
const REACTIONS = [
  '客户表示会在内部讨论后答复',
  '客户基本认可方案，希望价格再优惠一些',
  '需要对方技术部门进一步评估',
  '预算已获批，正在走采购流程',
  '暂无采购计划，约定下季度再联系',
  '对方比较关注交付周期',
  '客户希望安排一次现场演示',
  '对方对售后响应时间提出了具体要求',
  '客户正在比较两家供应商的方案',
];
const NEXT_STEPS = [
  '下周发送正式报价单',
  '约定下次上门拜访',
  '已发送产品资料，待对方确认',
  '安排售前工程师配合',
  '整理会议纪要发给对方',
  '持续保持联系',
  '准备合同初稿',
];
const FOLLOW_OPENINGS: Readonly<Record<string, string>> = {
  '1': '电话沟通',
  '2': '上门拜访，面谈',
  '3': '微信沟通',
  '4': '邮件沟通',
  '5': '线上会议讨论',
  '6': '展会现场交流',
};

/** The objects follow-ups are made on, most often first (their drafts are made before). */
const FOLLOWED = ['crmCustomer', 'crmContacter', 'crmClue'] as const;

/**
 * The demo tenant's follow-up records: most on customers, the rest on contacts and leads. Once
 * every object has made its records, each followed record gets what follow-ups maintain on it:
 * last follow-up, next contact and update time.
 */
export const crmRecordSeed: DemoSeed = {
  entity: 'crmRecord',
  count: 1000,
  generate(world, count) {
    const { dice, now } = world;
    const subjectsOf = (entity: (typeof FOLLOWED)[number]) => world.made(entity).filter((draft) => draft.followUntil !== undefined);
    const customerSubjects = subjectsOf('crmCustomer');
    const contactSubjects = subjectsOf('crmContacter');
    const clueSubjects = subjectsOf('crmClue');
    const records: DemoRecord[] = [];
    const lastFollow = new Map<DemoRecord, { time: number; next: number | null }>();

    const addFollowUp = (subject: DemoDraft, time: number) => {
      const type = dice.weighted(FOLLOW_TYPE_WEIGHTS);
      // Who was talked to: the contact itself, or often one of the people at the customer.
      let contactKey: string | undefined;
      if (subject.person) {
        contactKey = subject.record.key;
      } else if (subject.people.length > 0 && dice.chance(0.7)) {
        contactKey = dice.pick(subject.people).key;
      }
      const contactName = contactKey ? String(world.draft(contactKey)?.record.values.name ?? '') : '';
      const opening = FOLLOW_OPENINGS[type]!;
      const content = `${opening}${contactName && type === '2' ? `（${contactName}）` : ''}${dice.pick(TOPICS)}，${dice.pick(REACTIONS)}；${dice.pick(NEXT_STEPS)}。`;
      const next = dice.chance(0.4) ? time + dice.int(1, 14) * DAY_MS : null;
      const record: DemoRecord = {
        key: `record:${String(records.length + 1).padStart(4, '0')}`,
        entity: 'crmRecord',
        owner: subject.record.owner ?? world.seller(),
        createTime: iso(time),
        updateTime: iso(time),
        tags: [],
        values: {
          relatedEntity: subject.record.entity,
          relatedName: String(subject.record.values.name),
          type,
          content,
          nextContactTime: next === null ? null : iso(next),
        },
        links: { relatedId: subject.record.key, ...(contactKey ? { contactId: contactKey } : {}) },
      };
      records.push(record);
      world.add({ record, created: time, people: [] });
      const previous = lastFollow.get(subject.record);
      if (!previous || previous.time < time) lastFollow.set(subject.record, { time, next });
    };

    const followed = FOLLOWED.flatMap((entity) => world.made(entity));
    for (const subject of followed) {
      if (subject.followedOnceDaysAgo !== undefined && records.length < count) addFollowUp(subject, world.daysAgo(subject.followedOnceDaysAgo));
    }
    while (records.length < count) {
      const roll = dice.random();
      const pool =
        roll < 0.6 || (contactSubjects.length === 0 && clueSubjects.length === 0)
          ? customerSubjects
          : roll < 0.8 && contactSubjects.length > 0
            ? contactSubjects
            : clueSubjects.length > 0
              ? clueSubjects
              : contactSubjects;
      if (pool.length === 0) break;
      const subject = dice.pick(pool);
      addFollowUp(subject, world.between(subject.created, subject.followUntil!));
    }

    return () => {
      for (const { record, closed, changedAt } of followed) {
        const follow = lastFollow.get(record);
        record.values.lastFollowTime = follow ? iso(follow.time) : null;
        // A next contact promised by the last follow-up, unless long overdue; a few planned ones otherwise.
        const promised = follow?.next != null && follow.next > now - 30 * DAY_MS ? follow.next : null;
        const next = promised ?? (dice.chance(0.15) ? world.daysAgo(-dice.int(1, 20)) : null);
        record.values.nextContactTime = !closed && next !== null ? iso(next) : null;
        const touched = Math.max(follow?.time ?? 0, changedAt ?? 0);
        if (touched > Date.parse(record.updateTime)) record.updateTime = iso(touched);
      }
    };
  },
};
