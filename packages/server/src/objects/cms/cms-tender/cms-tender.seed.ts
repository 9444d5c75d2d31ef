import { TENDER_STATUS } from '@crm/domain';
import type { DemoSeed } from '../../../seed/demo-records.ts';
import { chinaDate, DAY_MS, iso, type City, type DemoDraft, type DemoWorld } from '../../../seed/demo-world.ts';

/** [title, buyer, region, industry, budget (yuan), published days ago, bid deadline in days from publishing]. */
type Notice = readonly [string, string, string, string, number, number, number];

/** Notices nobody has claimed yet, the newest first. */
const UNCLAIMED: readonly Notice[] = [
  ['智慧校园一卡通系统升级项目', '北京市海淀区教育委员会', '北京', '4', 1_860_000, 1, 20],
  ['市级医院客户关系管理平台采购', '天津市第三中心医院', '天津', '5', 980_000, 2, 18],
  ['政务服务移动端建设项目（二期）', '石家庄市行政审批局', '河北', '7', 2_350_000, 3, 25],
  ['城商行营销管理系统采购', '廊坊银行股份有限公司', '河北', '3', 1_200_000, 4, 21],
  ['连锁门店会员管理系统采购', '京东方优选零售有限公司', '北京', '6', 460_000, 6, 15],
  ['制造企业售后服务管理系统', '保定长城精工机械厂', '河北', '2', 720_000, 8, 22],
];

/** Claimed, being worked: [notice, claimer, claimed days after publishing]. */
const CLAIMED: readonly (readonly [Notice, string, number])[] = [
  [['高校科研设备管理平台采购', '北京理工职业学院', '北京', '4', 1_150_000, 10, 30], 'sales', 1],
  [['区域医疗数据中心运维服务', '济南市卫生健康信息中心', '山东', '5', 1_980_000, 12, 28], 'sales', 2],
  [['供电公司客户服务系统升级', '国网唐山供电公司', '河北', '7', 3_200_000, 14, 30], 'zhaolei', 1],
  [['工业园区招商管理平台建设', '天津滨海高新区管委会', '天津', '7', 860_000, 9, 21], 'sunli', 1],
  [['银行网点智能排队系统采购', '河北银行股份有限公司', '河北', '3', 540_000, 7, 20], 'wufang', 2],
  [['汽车零部件经销商管理系统', '一汽解放青岛配件公司', '山东', '2', 1_420_000, 11, 25], 'wufang', 3],
];

/** Closed without a bid (the deadline passed, or the project was cancelled). */
const CLOSED: readonly Notice[] = [
  ['县域医共体信息平台建设', '承德市双桥区卫生健康局', '河北', '5', 2_600_000, 60, 20],
  ['职业院校实训室设备采购', '沧州职业技术学院', '河北', '4', 390_000, 55, 15],
  ['商场客流统计系统采购', '王府井百货唐山店', '河北', '6', 280_000, 48, 14],
  ['农商行移动展业系统项目', '北京顺义农村商业银行', '北京', '3', 1_650_000, 45, 20],
  ['水务集团客服热线系统', '天津水务集团有限公司', '天津', '7', 930_000, 40, 18],
  ['机床厂设备远程运维平台', '大连华锐机床有限公司', '辽宁', '2', 1_080_000, 38, 21],
];

/** The salespeople of the company the tenders are entered in (the sales department's manager's, A01). */
const CLAIMERS = new Set(['sales', 'zhaolei', 'sunli', 'wufang']);

/** The opportunities that came from a tender: the six latest of those salespeople, each its owner's claim. */
function convertedFrom(world: DemoWorld) {
  return world
    .made('crmChance')
    .filter(({ record }) => record.owner && CLAIMERS.has(record.owner) && record.links.customerId)
    .slice(-6);
}

/**
 * The demo company's tenders: six of each state, entered by the sales department's manager; the
 * claimed ones by the salespeople, the converted ones behind opportunities the demo already has
 * (their customer the buyer). Drawn from no random number: the demo's one random stream runs on
 * into the settling steps of the objects before.
 */
export const cmsTenderSeed: DemoSeed = {
  entity: 'cmsTender',
  count: 24,
  generate(world, count) {
    let made = 0;
    const add = (notice: Notice, values: Record<string, string | null>, links: Record<string, string> = {}, updatedDaysAgo?: number) => {
      if (made >= count) return;
      made += 1;
      const [title, buyer, region, industry, budget, daysAgo, open] = notice;
      const published = world.now - daysAgo * DAY_MS;
      world.add({
        record: {
          key: `tender:${String(made).padStart(4, '0')}`,
          entity: 'cmsTender',
          owner: 'zhoujie',
          createTime: iso(published),
          updateTime: iso(world.now - (updatedDaysAgo ?? daysAgo) * DAY_MS),
          tags: [],
          values: {
            title,
            tenderNo: `ZB-2026-${String(100 + made)}`,
            buyer,
            region,
            industry,
            budget,
            publishDate: chinaDate(published),
            deadline: iso(published + open * DAY_MS),
            content: `<p>${buyer}就“${title}”进行公开招标，欢迎符合资格的供应商参与投标。</p>`,
            ...values,
          },
          links,
        },
        created: published,
        people: [],
      });
    };
    for (const notice of UNCLAIMED) add(notice, { status: TENDER_STATUS.unclaimed });
    for (const [notice, claimer, after] of CLAIMED) {
      const claimed = world.now - (notice[5] - after) * DAY_MS;
      add(notice, { status: TENDER_STATUS.claimed, claimUserId: claimer, claimTime: iso(claimed) }, {}, notice[5] - after);
    }
    convertedFrom(world).forEach(({ record }, index) => {
      const buyer = world.draft(record.links.customerId!) as (DemoDraft & { city?: City }) | undefined;
      const customer = buyer?.record.values.name;
      const budget = typeof record.values.amount === 'number' ? record.values.amount : 500_000;
      const created = Date.parse(record.createTime);
      const daysAgo = Math.max(3, Math.round((world.now - created) / DAY_MS) + 5);
      const industry = typeof buyer?.record.values.industry === 'string' ? buyer.record.values.industry : '7';
      const notice: Notice = [
        String(record.values.chanceName),
        String(customer ?? record.values.chanceName),
        buyer?.city?.name ?? '北京',
        industry,
        budget,
        daysAgo,
        30,
      ];
      add(
        notice,
        { status: TENDER_STATUS.converted, claimUserId: record.owner, claimTime: iso(created - (index + 1) * 3_600_000), convertTime: iso(created) },
        { chanceId: record.key },
        daysAgo - 5,
      );
    });
    for (const notice of CLOSED) add(notice, { status: TENDER_STATUS.closed }, {}, notice[5] - notice[6]);
  },
};
