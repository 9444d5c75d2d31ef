import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso } from '../../../seed/demo-world.ts';

/** Prospective customers the partners reported: none of them is a customer of the vendor's. */
const PROSPECTS: readonly { name: string; contact: string; phone: string; industry: string; address: string; daysAgo: number; remark: string | null }[] = [
  {
    name: '宁波甬江智能装备有限公司',
    contact: '陈立群',
    phone: '13957412306',
    industry: '2',
    address: '浙江省宁波市鄞州区甬江大道 88 号',
    daysAgo: 120,
    remark: '客户有明确采购计划，预计本季度立项',
  },
  {
    name: '苏州吴中精工模具有限公司',
    contact: '周雅琴',
    phone: '13862155407',
    industry: '2',
    address: '江苏省苏州市吴中区东吴北路 215 号',
    daysAgo: 104,
    remark: '已拜访两次，对方技术负责人认可方案',
  },
  {
    name: '嘉兴南湖云仓物流有限公司',
    contact: '沈国栋',
    phone: '13705738812',
    industry: '7',
    address: '浙江省嘉兴市南湖区东栅街道 12 号',
    daysAgo: 35,
    remark: '正在准备试用环境',
  },
  {
    name: '无锡锡山电子科技有限公司',
    contact: '钱文斌',
    phone: '13815126633',
    industry: '1',
    address: '江苏省无锡市锡山区团结中路 3 号',
    daysAgo: 21,
    remark: null,
  },
  {
    name: '常州天宁新材料有限公司',
    contact: '吴海燕',
    phone: '13961407720',
    industry: '2',
    address: '江苏省常州市天宁区青洋北路 47 号',
    daysAgo: 12,
    remark: '客户有明确采购计划，预计本季度立项',
  },
  {
    name: '天津滨海港航服务有限公司',
    contact: '刘建军',
    phone: '13820098451',
    industry: '7',
    address: '天津市滨海新区新港二号路 66 号',
    daysAgo: 26,
    remark: '正在准备试用环境',
  },
  {
    name: '保定清苑农机制造有限公司',
    contact: '张志刚',
    phone: '13932215068',
    industry: '2',
    address: '河北省保定市清苑区工业园区 9 号',
    daysAgo: 8,
    remark: '已拜访两次，对方技术负责人认可方案',
  },
  {
    name: '上海浦江医疗器械有限公司',
    contact: '黄敏',
    phone: '13916682204',
    industry: '5',
    address: '上海市闵行区浦江镇联航路 1188 号',
    daysAgo: 3,
    remark: null,
  },
];

/**
 * The customers the partners reported over the last months, the partner's account manager owning
 * each: those older than the partner's report validity have lapsed, the recent ones wait for
 * approval or were decided (demo-audits.ts), so a partner's list shows every state. Drawn from no
 * random number, like the partners.
 */
export const agentCustomerSeed: DemoSeed = {
  entity: 'agentCustomer',
  count: PROSPECTS.length,
  generate(world, count) {
    const partners = world.made('agentUser');
    if (partners.length === 0) return;
    for (const [index, prospect] of PROSPECTS.slice(0, count).entries()) {
      // The east's prospects to the eastern partners, the north's to the northern one.
      const north = prospect.address.startsWith('天津') || prospect.address.startsWith('河北');
      const partner = north ? partners[partners.length - 1]! : partners[index % Math.max(1, partners.length - 1)]!;
      const created = world.now - prospect.daysAgo * DAY_MS;
      const validDays = Number(partner.record.values.reportValidDays ?? 90);
      world.add({
        record: {
          key: `agentCustomer:${index + 1}`,
          entity: 'agentCustomer',
          owner: partner.record.owner,
          createTime: iso(created),
          updateTime: iso(created),
          tags: [],
          values: {
            name: prospect.name,
            contactName: prospect.contact,
            phone: prospect.phone,
            taxNumber: null,
            industry: prospect.industry,
            address: { text: prospect.address, lat: null, lng: null },
            remark: prospect.remark,
            protectedUntil: chinaDate(created + validDays * DAY_MS),
          },
          links: { agentId: partner.record.key },
        },
        created,
        people: [],
      });
    }
  },
};
