import type { AddressValue } from '@crm/domain';

/**
 * Realistic demo customers, contacts, leads and follow-up records for the demo tenant
 * (seed/demo.ts), generated from a seeded PRNG: the same options give the same data, with no
 * I/O. Values are keyed by field API name, as POST /crm/<apiName>/add takes them, plus the
 * system-maintained fields the seed writes directly (lastFollowTime, poolStatus, dealAmount,
 * status, convertTime, ...). Relations are given as keys of other generated records in `links`,
 * because ids exist only once the seed has inserted them.
 */

/** A field value: what the engine's add accepts (addresses as text with coordinates). */
export type DemoValue = string | number | boolean | null | AddressValue;

export interface DemoRecord {
  /** Unique within the data set, e.g. `customer:0042`. */
  key: string;
  /** Business object API name: crmCustomer, crmContacter, crmClue or crmRecord. */
  entity: 'crmCustomer' | 'crmContacter' | 'crmClue' | 'crmRecord';
  /** Demo username of the owner (seed/demo.ts); null for records in a pool (unowned). */
  owner: string | null;
  /** ISO instants in the past year; updateTime is the later of creation and the last follow-up. */
  createTime: string;
  updateTime: string;
  /** Names of demo tags (seed/demo.ts TAGS) for this object's table. */
  tags: string[];
  values: Record<string, DemoValue>;
  /**
   * Relation fields → key of the record they point to (customerId, superiorId, parentId,
   * sourceClueId, contactId, and crmRecord's relatedId). Links may point forward and form
   * cycles (a converted lead and its customer point at each other): insert every record first,
   * then fill the links.
   */
  links: Record<string, string>;
}

export interface DemoCrmData {
  customers: DemoRecord[];
  contacts: DemoRecord[];
  clues: DemoRecord[];
  /** Follow-up records; `values.relatedEntity` names the object and `links.relatedId` the record. */
  records: DemoRecord[];
}

export interface DemoCrmOptions {
  seed?: number;
  customers?: number;
  contacts?: number;
  clues?: number;
  records?: number;
  /** The instant the data is relative to (epoch ms); defaults to the current time. */
  now?: number;
}

/** The demo staff who own customers, weighted by how much they sell; the Shanghai team sells in the east. */
const BEIJING_SELLERS: readonly (readonly [string, number])[] = [
  ['sales', 30],
  ['zhaolei', 12],
  ['sunli', 12],
  ['wufang', 12],
  ['zhoujie', 6],
  ['manager', 4],
];
const SHANGHAI_SELLERS: readonly (readonly [string, number])[] = [
  ['yangfan', 10],
  ['linna', 10],
  ['chenjing', 5],
];

const CUSTOMER_POOL = '默认公海';
const CLUE_POOL = '公共线索池';

interface City {
  name: string;
  pinyin: string;
  areaCode: string;
  lat: number;
  lng: number;
  districts: readonly string[];
  east: boolean;
}

const CITIES: readonly City[] = [
  {
    name: '北京',
    pinyin: 'bj',
    areaCode: '010',
    lat: 39.9042,
    lng: 116.4074,
    districts: ['海淀区', '朝阳区', '东城区', '西城区', '丰台区', '昌平区'],
    east: false,
  },
  {
    name: '上海',
    pinyin: 'sh',
    areaCode: '021',
    lat: 31.2304,
    lng: 121.4737,
    districts: ['浦东新区', '徐汇区', '静安区', '长宁区', '闵行区', '杨浦区'],
    east: true,
  },
  { name: '广州', pinyin: 'gz', areaCode: '020', lat: 23.1291, lng: 113.2644, districts: ['天河区', '越秀区', '海珠区', '番禺区', '白云区'], east: false },
  { name: '深圳', pinyin: 'sz', areaCode: '0755', lat: 22.5431, lng: 114.0579, districts: ['南山区', '福田区', '宝安区', '龙岗区', '罗湖区'], east: false },
  { name: '杭州', pinyin: 'hz', areaCode: '0571', lat: 30.2741, lng: 120.1551, districts: ['西湖区', '滨江区', '余杭区', '拱墅区', '萧山区'], east: true },
  { name: '南京', pinyin: 'nj', areaCode: '025', lat: 32.0603, lng: 118.7969, districts: ['鼓楼区', '玄武区', '建邺区', '江宁区', '秦淮区'], east: true },
  { name: '苏州', pinyin: 'suz', areaCode: '0512', lat: 31.2989, lng: 120.5853, districts: ['工业园区', '姑苏区', '虎丘区', '吴中区', '相城区'], east: true },
  { name: '成都', pinyin: 'cd', areaCode: '028', lat: 30.5728, lng: 104.0668, districts: ['武侯区', '锦江区', '青羊区', '高新区', '成华区'], east: false },
  { name: '武汉', pinyin: 'wh', areaCode: '027', lat: 30.5928, lng: 114.3055, districts: ['江汉区', '武昌区', '洪山区', '江岸区', '汉阳区'], east: false },
  { name: '西安', pinyin: 'xa', areaCode: '029', lat: 34.3416, lng: 108.9398, districts: ['雁塔区', '碑林区', '未央区', '高新区', '莲湖区'], east: false },
  { name: '天津', pinyin: 'tj', areaCode: '022', lat: 39.3434, lng: 117.3616, districts: ['和平区', '河西区', '南开区', '滨海新区', '河东区'], east: false },
  { name: '重庆', pinyin: 'cq', areaCode: '023', lat: 29.563, lng: 106.5516, districts: ['渝中区', '江北区', '南岸区', '九龙坡区', '渝北区'], east: false },
  { name: '长沙', pinyin: 'cs', areaCode: '0731', lat: 28.2282, lng: 112.9388, districts: ['岳麓区', '芙蓉区', '天心区', '开福区', '雨花区'], east: false },
  {
    name: '郑州',
    pinyin: 'zz',
    areaCode: '0371',
    lat: 34.7466,
    lng: 113.6254,
    districts: ['金水区', '中原区', '二七区', '管城回族区', '郑东新区'],
    east: false,
  },
  { name: '青岛', pinyin: 'qd', areaCode: '0532', lat: 36.0671, lng: 120.3826, districts: ['市南区', '市北区', '崂山区', '黄岛区', '李沧区'], east: false },
  { name: '厦门', pinyin: 'xm', areaCode: '0592', lat: 24.4798, lng: 118.0894, districts: ['思明区', '湖里区', '集美区', '海沧区'], east: true },
  { name: '合肥', pinyin: 'hf', areaCode: '0551', lat: 31.8206, lng: 117.2272, districts: ['蜀山区', '包河区', '庐阳区', '瑶海区'], east: true },
  { name: '济南', pinyin: 'jn', areaCode: '0531', lat: 36.6512, lng: 117.1201, districts: ['历下区', '市中区', '槐荫区', '天桥区'], east: false },
  { name: '宁波', pinyin: 'nb', areaCode: '0574', lat: 29.8683, lng: 121.544, districts: ['鄞州区', '海曙区', '江北区', '北仑区'], east: true },
  { name: '无锡', pinyin: 'wx', areaCode: '0510', lat: 31.4912, lng: 120.3119, districts: ['梁溪区', '滨湖区', '新吴区', '锡山区'], east: true },
];

const ROADS = [
  '中山路',
  '人民路',
  '解放路',
  '建设路',
  '科技路',
  '长江路',
  '学院路',
  '创业路',
  '和平路',
  '金融街',
  '滨河路',
  '光华路',
  '新华路',
  '复兴路',
  '东风路',
];

/** Brand words of company names, with the pinyin their e-mail domains use. */
const BRANDS: readonly (readonly [string, string])[] = [
  ['联科', 'lianke'],
  ['远航', 'yuanhang'],
  ['云帆', 'yunfan'],
  ['启明', 'qiming'],
  ['恒通', 'hengtong'],
  ['博远', 'boyuan'],
  ['瑞丰', 'ruifeng'],
  ['鼎盛', 'dingsheng'],
  ['华瑞', 'huarui'],
  ['中科', 'zhongke'],
  ['金桥', 'jinqiao'],
  ['宏达', 'hongda'],
  ['天成', 'tiancheng'],
  ['嘉禾', 'jiahe'],
  ['新源', 'xinyuan'],
  ['汇通', 'huitong'],
  ['安信', 'anxin'],
  ['东方', 'dongfang'],
  ['鑫泰', 'xintai'],
  ['创联', 'chuanglian'],
  ['智远', 'zhiyuan'],
  ['明德', 'mingde'],
  ['百川', 'baichuan'],
  ['海纳', 'haina'],
  ['星辰', 'xingchen'],
  ['锦程', 'jincheng'],
  ['正元', 'zhengyuan'],
  ['万隆', 'wanlong'],
  ['永信', 'yongxin'],
  ['德润', 'derun'],
  ['卓越', 'zhuoyue'],
  ['盛世', 'shengshi'],
  ['佳诚', 'jiacheng'],
  ['融通', 'rongtong'],
  ['凯特', 'kaite'],
  ['蓝海', 'lanhai'],
  ['银河', 'yinhe'],
  ['九州', 'jiuzhou'],
  ['和瑞', 'herui'],
  ['立达', 'lida'],
  ['泰和', 'taihe'],
  ['信和', 'xinhe'],
  ['伟业', 'weiye'],
  ['同创', 'tongchuang'],
  ['致诚', 'zhicheng'],
  ['广源', 'guangyuan'],
  ['华晟', 'huasheng'],
  ['精诚', 'jingcheng'],
  ['翰林', 'hanlin'],
  ['协力', 'xieli'],
];

/** Company-name endings by `industry` dictionary value (seed/dictionaries.ts). */
const SUFFIXES_BY_INDUSTRY: Readonly<Record<string, readonly string[]>> = {
  '1': ['信息技术有限公司', '软件科技有限公司', '网络科技有限公司', '数据科技有限公司', '智能科技有限公司'],
  '2': ['机械制造有限公司', '精密机械有限公司', '电子设备有限公司', '新材料有限公司', '汽车零部件有限公司'],
  '3': ['融资租赁有限公司', '投资管理有限公司', '商业保理有限公司', '资产管理有限公司'],
  '4': ['教育科技有限公司', '文化教育有限公司', '职业技能培训学校'],
  '5': ['医疗器械有限公司', '医药有限公司', '健康管理有限公司', '生物科技有限公司'],
  '6': ['商贸有限公司', '连锁超市有限公司', '电子商务有限公司', '百货有限公司'],
  '7': ['物流有限公司', '建筑工程有限公司', '餐饮管理有限公司', '文化传媒有限公司', '环保科技有限公司'],
};
const INDUSTRY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['1', 26],
  ['2', 22],
  ['3', 8],
  ['4', 8],
  ['5', 10],
  ['6', 14],
  ['7', 12],
];
const LEVEL_WEIGHTS: readonly (readonly [string, number])[] = [
  ['A', 18],
  ['B', 52],
  ['C', 30],
];
const SOURCE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['1', 12],
  ['2', 22],
  ['3', 20],
  ['4', 18],
  ['5', 16],
  ['6', 12],
];
const CLUE_GROUP_WEIGHTS: readonly (readonly [string, number])[] = [
  ['1', 20],
  ['2', 50],
  ['3', 20],
  ['4', 10],
];
const FOLLOW_TYPE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['1', 40],
  ['2', 18],
  ['3', 22],
  ['4', 10],
  ['5', 7],
  ['6', 3],
];

/**
 * The customers the demo tenant's messages and reminders name (seed/demo.ts), so those texts
 * lead somewhere: [name, industry, city, owner].
 */
const NAMED_CUSTOMERS: readonly { name: string; industry: string; city: string; owner: string; domain: string }[] = [
  { name: '上海联科信息技术有限公司', industry: '1', city: '上海', owner: 'manager', domain: 'lianke.com.cn' },
  { name: '北京远航物流有限公司', industry: '7', city: '北京', owner: 'sales', domain: 'yuanhang-logistics.com' },
  { name: '杭州云帆电子商务有限公司', industry: '6', city: '杭州', owner: 'sales', domain: 'yunfan-ec.com' },
  { name: '深圳启明星科技有限公司', industry: '1', city: '深圳', owner: 'sales', domain: 'qimingxing.com.cn' },
  { name: '中铁建工集团有限公司', industry: '7', city: '北京', owner: 'manager', domain: 'crcc-jg.com.cn' },
];
/** 上海联科 is "not followed for 7 days" in the demo reminder: its only follow-up is this old. */
const LIANKE_LAST_FOLLOW_DAYS = 8;

const SURNAMES: readonly (readonly [string, string])[] = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['吴', 'wu'],
  ['周', 'zhou'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['马', 'ma'],
  ['朱', 'zhu'],
  ['胡', 'hu'],
  ['郭', 'guo'],
  ['何', 'he'],
  ['林', 'lin'],
  ['高', 'gao'],
  ['罗', 'luo'],
  ['郑', 'zheng'],
  ['梁', 'liang'],
  ['谢', 'xie'],
  ['宋', 'song'],
  ['唐', 'tang'],
  ['韩', 'han'],
  ['冯', 'feng'],
  ['邓', 'deng'],
  ['曹', 'cao'],
  ['彭', 'peng'],
  ['曾', 'zeng'],
  ['田', 'tian'],
  ['董', 'dong'],
  ['潘', 'pan'],
  ['袁', 'yuan'],
  ['蒋', 'jiang'],
  ['蔡', 'cai'],
  ['余', 'yu'],
  ['杜', 'du'],
  ['叶', 'ye'],
  ['程', 'cheng'],
  ['魏', 'wei'],
  ['苏', 'su'],
  ['丁', 'ding'],
  ['沈', 'shen'],
  ['姜', 'jiang'],
  ['范', 'fan'],
  ['方', 'fang'],
];
const MALE_NAMES: readonly (readonly [string, string])[] = [
  ['伟', 'wei'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['杰', 'jie'],
  ['涛', 'tao'],
  ['斌', 'bin'],
  ['超', 'chao'],
  ['明', 'ming'],
  ['刚', 'gang'],
  ['志强', 'zhiqiang'],
  ['建华', 'jianhua'],
  ['国栋', 'guodong'],
  ['海涛', 'haitao'],
  ['俊杰', 'junjie'],
  ['文博', 'wenbo'],
  ['宇航', 'yuhang'],
  ['振宇', 'zhenyu'],
  ['子豪', 'zihao'],
  ['浩然', 'haoran'],
  ['晓东', 'xiaodong'],
  ['建军', 'jianjun'],
  ['立新', 'lixin'],
  ['德明', 'deming'],
  ['永刚', 'yonggang'],
  ['鹏飞', 'pengfei'],
];
const FEMALE_NAMES: readonly (readonly [string, string])[] = [
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['丽', 'li'],
  ['艳', 'yan'],
  ['娟', 'juan'],
  ['霞', 'xia'],
  ['婷', 'ting'],
  ['雪', 'xue'],
  ['秀英', 'xiuying'],
  ['丽华', 'lihua'],
  ['晓燕', 'xiaoyan'],
  ['雅琴', 'yaqin'],
  ['思雨', 'siyu'],
  ['欣怡', 'xinyi'],
  ['佳怡', 'jiayi'],
  ['梦瑶', 'mengyao'],
  ['慧敏', 'huimin'],
  ['婉清', 'wanqing'],
  ['雨桐', 'yutong'],
  ['春梅', 'chunmei'],
  ['文静', 'wenjing'],
];
const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '153',
  '155',
  '156',
  '158',
  '159',
  '166',
  '173',
  '177',
  '180',
  '181',
  '182',
  '185',
  '186',
  '187',
  '188',
  '189',
  '191',
  '199',
];

/**
 * Positions: [job, contact_persona value, chance of being a key decision maker]. The first
 * contact of a customer takes a top position; the others report to them or stand alone.
 */
const TOP_JOBS: readonly (readonly [string, string, number])[] = [
  ['总经理', '1', 0.95],
  ['董事长', '1', 0.9],
  ['副总经理', '1', 0.8],
  ['总裁', '1', 0.9],
];
const OTHER_JOBS: readonly (readonly [string, string, number])[] = [
  ['技术总监', '2', 0.4],
  ['财务总监', '2', 0.35],
  ['采购经理', '4', 0.2],
  ['采购专员', '4', 0],
  ['IT经理', '2', 0.15],
  ['项目经理', '2', 0.1],
  ['行政主管', '4', 0],
  ['工程师', '3', 0],
  ['运营主管', '3', 0.05],
  ['销售经理', '3', 0],
  ['总经理助理', '4', 0],
  ['人力资源经理', '5', 0.05],
];
/** contact_recognition weights for decision makers and for everyone else. */
const RECOGNITION_TOP: readonly (readonly [string, number])[] = [
  ['1', 15],
  ['2', 35],
  ['3', 35],
  ['4', 10],
  ['5', 5],
];
const RECOGNITION_OTHER: readonly (readonly [string, number])[] = [
  ['1', 20],
  ['2', 35],
  ['3', 30],
  ['4', 10],
  ['5', 5],
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
const CUSTOMER_REMARKS = [
  '年度框架客户，关注服务响应速度',
  '决策链较长，需要多部门评估',
  '价格敏感，注重性价比',
  '明年有扩容计划',
  '由老客户转介绍',
  '集团统一采购，需提前报备',
  '对数据安全要求较高',
];
const CLUE_REMARKS = ['官网留言咨询产品价格', '展会现场留下名片', '搜索广告进入，填写了试用申请', '老客户推荐', '市场部活动报名', '电话咨询实施周期'];
const INVALID_REASONS = ['电话多次无人接听', '号码为空号', '客户明确表示没有需求', '重复线索', '同行咨询，非真实客户'];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Demo times fall in office hours in China (UTC+8). */
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** mulberry32: small, fast and good enough for demo data; the same seed gives the same stream. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Dice {
  constructor(readonly random: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }
  weighted(weights: readonly (readonly [string, number])[]): string {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.random() * total;
    for (const [value, weight] of weights) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return weights[weights.length - 1]![0];
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

interface Person {
  name: string;
  pinyin: string;
  female: boolean;
}

interface CustomerDraft {
  record: DemoRecord;
  city: City;
  domain: string;
  created: number;
  contacts: DemoRecord[];
}

interface Subject {
  record: DemoRecord;
  created: number;
  /** Follow-ups stop here (conversion time of a converted lead). */
  until: number;
}

export function demoCrmData(options: DemoCrmOptions = {}): DemoCrmData {
  const counts = {
    customers: options.customers ?? 400,
    contacts: options.contacts ?? 600,
    clues: options.clues ?? 300,
    records: options.records ?? 1000,
  };
  const now = options.now ?? Date.now();
  const dice = new Dice(prng(options.seed ?? 20_260_101));
  const usedNames = new Set<string>();

  /** An office-hours instant on the day `days` days before today (negative: ahead); today's is never later than now. */
  const daysAgo = (days: number): number => {
    const chinaDay = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) - Math.floor(days);
    const time = chinaDay * DAY_MS - CHINA_OFFSET_MS + dice.int(9 * 60, 18 * 60 + 30) * 60_000 + dice.int(0, 59) * 1000;
    return Math.floor(days) !== 0 || time <= now ? time : time - DAY_MS;
  };
  /** An office-hours instant between `from` and `to`, leaning towards `to` (recent activity is denser). */
  const between = (from: number, to: number, lean = 1.5): number => {
    const end = Math.min(now, to);
    const span = Math.max(0, end - from);
    const time = daysAgo((now - (end - span * dice.random() ** lean)) / DAY_MS);
    return Math.min(end, Math.max(from, time));
  };
  const person = (): Person => {
    const [surname, surnamePinyin] = dice.pick(SURNAMES);
    const female = dice.chance(0.42);
    const [given, givenPinyin] = dice.pick(female ? FEMALE_NAMES : MALE_NAMES);
    return { name: surname + given, pinyin: surnamePinyin + givenPinyin, female };
  };
  const mobile = () => dice.pick(MOBILE_PREFIXES) + String(dice.int(0, 99_999_999)).padStart(8, '0');
  const landline = (city: City) =>
    `${city.areaCode}-${dice.int(5, 8)}${String(dice.int(0, 9_999_999))
      .padStart(7, '0')
      .slice(0, city.areaCode.length === 3 ? 7 : 6)}`;
  const address = (city: City): AddressValue => ({
    text: `${city.name}市${dice.pick(city.districts)}${dice.pick(ROADS)}${dice.int(1, 999)}号`,
    lat: Number((city.lat + (dice.random() - 0.5) * 0.2).toFixed(6)),
    lng: Number((city.lng + (dice.random() - 0.5) * 0.2).toFixed(6)),
  });
  const seller = (city: City): string => dice.weighted(city.east && dice.chance(0.65) ? SHANGHAI_SELLERS : BEIJING_SELLERS);
  /** A new company: a unique name of city + brand + an ending of its industry. */
  const company = (): { name: string; industry: string; city: City; domain: string } => {
    for (;;) {
      const city = dice.pick(CITIES);
      const [brand, brandPinyin] = dice.pick(BRANDS);
      const industry = dice.weighted(INDUSTRY_WEIGHTS);
      const name = city.name + brand + dice.pick(SUFFIXES_BY_INDUSTRY[industry]!);
      if (usedNames.has(name)) continue;
      usedNames.add(name);
      return { name, industry, city, domain: `${brandPinyin}-${city.pinyin}.com.cn` };
    }
  };

  // Customers.
  const customers: CustomerDraft[] = [];
  for (let i = 0; i < counts.customers; i += 1) {
    const named = NAMED_CUSTOMERS[i];
    const made = named ? { name: named.name, industry: named.industry, city: CITIES.find((c) => c.name === named.city)!, domain: named.domain } : company();
    usedNames.add(made.name);
    const level = named ? 'A' : dice.weighted(LEVEL_WEIGHTS);
    const created = daysAgo(named ? dice.int(200, 330) : dice.int(0, 364));
    const roll = dice.random();
    const poolStatus = named ? '2' : roll < 0.06 ? '0' : roll < 0.2 ? '1' : '2';
    const owner = poolStatus === '0' ? null : (named?.owner ?? seller(made.city));
    const values: Record<string, DemoValue> = {
      name: made.name,
      level,
      industry: made.industry,
      source: dice.weighted(SOURCE_WEIGHTS),
      dealStatus: '0',
      phone: landline(made.city),
      email: `info@${made.domain}`,
      website: dice.chance(0.6) ? `https://www.${made.domain}` : null,
      address: address(made.city),
      remark: dice.chance(0.25) ? dice.pick(CUSTOMER_REMARKS) : null,
      poolStatus,
      poolName: poolStatus === '2' ? null : CUSTOMER_POOL,
      receiveCount: poolStatus === '1' ? dice.int(1, 2) : 0,
      returnCount: poolStatus === '0' ? dice.int(1, 2) : poolStatus === '1' && dice.chance(0.3) ? 1 : 0,
      dealAmount: 0,
    };
    // A deal some weeks after the first contact, when that is already past.
    const dealAt = created + dice.int(10, 120) * DAY_MS;
    if (poolStatus !== '0' && dealAt < now && dice.chance(level === 'A' ? 0.6 : level === 'B' ? 0.35 : 0.15)) {
      const scale = level === 'A' ? 400_000 : level === 'B' ? 120_000 : 30_000;
      values.dealStatus = '1';
      values.dealAmount = Math.round((scale * (0.3 + dice.random() * 2)) / 100) * 100;
      values.firstDealTime = iso(dealAt);
      values.dealCycleDays = Math.round((dealAt - created) / DAY_MS);
    }
    const record: DemoRecord = {
      key: `customer:${String(i + 1).padStart(4, '0')}`,
      entity: 'crmCustomer',
      owner,
      createTime: iso(created),
      updateTime: iso(created),
      tags: [],
      values,
      links: {},
    };
    customers.push({ record, city: made.city, domain: made.domain, created, contacts: [] });
  }

  // Some customers are branches of another: "联科信息技术（苏州）有限公司" under its head office.
  for (const [index, draft] of customers.entries()) {
    if (index < NAMED_CUSTOMERS.length + 10 || !dice.chance(0.04)) continue;
    const parent = customers[dice.int(NAMED_CUSTOMERS.length, index - 1)]!;
    if (parent.record.links.parentId) continue;
    const parentName = String(parent.record.values.name);
    const branchName = `${parentName.replace(parent.city.name, '').replace(/有限公司$|学校$/, '')}（${draft.city.name}）${parentName.endsWith('学校') ? '学校' : '有限公司'}`;
    if (draft.city === parent.city || usedNames.has(branchName)) continue;
    usedNames.add(branchName);
    draft.record.values.name = branchName;
    draft.record.values.industry = parent.record.values.industry!;
    draft.domain = parent.domain;
    draft.record.values.email = `${draft.city.pinyin}@${parent.domain}`;
    draft.record.values.website = parent.record.values.website ?? null;
    draft.record.links.parentId = parent.record.key;
    draft.created = Math.max(draft.created, parent.created + DAY_MS);
    draft.record.createTime = draft.record.updateTime = iso(Math.min(now, draft.created));
  }

  // Contacts: one per customer first, the rest to larger customers.
  const contacts: DemoRecord[] = [];
  const contactPerson = new Map<string, Person>();
  for (let i = 0; i < counts.contacts; i += 1) {
    const customer =
      i < customers.length ? customers[i]! : customers[dice.chance(0.5) ? dice.int(0, Math.min(customers.length, 80) - 1) : dice.int(0, customers.length - 1)]!;
    if (!customer) break;
    const top = customer.contacts.length === 0;
    const [job, persona, decisionChance] = dice.pick(top ? TOP_JOBS : OTHER_JOBS);
    const who = person();
    const created = Math.min(now, customer.created + dice.int(0, 30) * DAY_MS);
    const title = dice.chance(0.06) ? '3' : who.female ? '2' : '1';
    const record: DemoRecord = {
      key: `contact:${String(i + 1).padStart(4, '0')}`,
      entity: 'crmContacter',
      owner: customer.record.owner ?? seller(customer.city),
      createTime: iso(created),
      updateTime: iso(created),
      tags: [],
      values: {
        name: who.name,
        title,
        mobile: mobile(),
        landline: dice.chance(0.5) ? `${String(customer.record.values.phone)}-${dice.int(800, 8999)}` : null,
        email: `${who.pinyin}@${customer.domain}`,
        job,
        persona,
        recognitionLevel: dice.weighted(persona === '1' ? RECOGNITION_TOP : RECOGNITION_OTHER),
        keyDecisionMaker: dice.chance(decisionChance),
        birthday: dice.chance(0.4) ? `${dice.int(1965, 1998)}-${String(dice.int(1, 12)).padStart(2, '0')}-${String(dice.int(1, 28)).padStart(2, '0')}` : null,
        address: dice.chance(0.3) ? address(customer.city) : null,
        remark: null,
      },
      links: { customerId: customer.record.key },
    };
    if (!top && dice.chance(0.6)) record.links.superiorId = customer.contacts[0]!.key;
    customer.contacts.push(record);
    contacts.push(record);
    contactPerson.set(record.key, who);
  }

  // Leads in every status; converted ones became one of the customers (same company and source).
  const clues: DemoRecord[] = [];
  const convertible = customers.filter((c, index) => index >= NAMED_CUSTOMERS.length && !c.record.links.parentId && c.created > now - 330 * DAY_MS);
  const clueSubjects: Subject[] = [];
  for (let i = 0; i < counts.clues; i += 1) {
    const roll = dice.random();
    let status = roll < 0.1 ? '0' : roll < 0.35 ? '1' : roll < 0.65 ? '2' : roll < 0.85 ? '3' : '4';
    const customer = status === '3' ? convertible.splice(dice.int(0, convertible.length - 1), 1)[0] : undefined;
    if (status === '3' && !customer) status = '2';
    const key = `clue:${String(i + 1).padStart(4, '0')}`;
    const made = customer
      ? { name: String(customer.record.values.name), industry: String(customer.record.values.industry), city: customer.city, domain: customer.domain }
      : company();
    const who = customer?.contacts[0] ? contactPerson.get(customer.contacts[0].key)! : person();
    const created = customer ? customer.created - dice.int(3, 45) * DAY_MS : daysAgo(dice.int(0, 364));
    const owner = status === '0' ? null : (customer?.record.owner ?? seller(made.city));
    const values: Record<string, DemoValue> = {
      name: made.name,
      contactName: who.name,
      mobile: customer?.contacts[0] ? customer.contacts[0].values.mobile! : mobile(),
      phone: dice.chance(0.4) ? landline(made.city) : null,
      email: dice.chance(0.6) ? `${who.pinyin}@${made.domain}` : null,
      source: customer ? String(customer.record.values.source) : dice.weighted(SOURCE_WEIGHTS),
      industry: made.industry,
      group: dice.weighted(CLUE_GROUP_WEIGHTS),
      status,
      address: dice.chance(0.5) ? address(made.city) : null,
      remark: status === '4' ? dice.pick(INVALID_REASONS) : dice.chance(0.4) ? dice.pick(CLUE_REMARKS) : null,
      poolName: status === '0' ? CLUE_POOL : null,
    };
    const record: DemoRecord = { key, entity: 'crmClue', owner, createTime: iso(created), updateTime: iso(created), tags: [], values, links: {} };
    if (customer) {
      values.convertTime = customer.record.createTime;
      record.links.customerId = customer.record.key;
      customer.record.links.sourceClueId = key;
    }
    if (status === '1' && dice.chance(0.5)) record.tags.push('待跟进');
    clues.push(record);
    if (status !== '0') clueSubjects.push({ record, created, until: customer ? customer.created : now });
  }

  // Follow-up records: most on customers, the rest on contacts and leads.
  const records: DemoRecord[] = [];
  const lianke = customers[0]?.record.values.name === NAMED_CUSTOMERS[0]!.name ? customers[0] : undefined;
  const customerSubjects: Subject[] = customers.filter((c) => c !== lianke).map((c) => ({ record: c.record, created: c.created, until: now }));
  const contactSubjects: Subject[] = contacts.map((c) => ({ record: c, created: Date.parse(c.createTime), until: now }));
  const customerOf = new Map(customers.map((c) => [c.record.key, c]));
  const lastFollow = new Map<DemoRecord, { time: number; next: number | null }>();

  const addFollowUp = (subject: Subject, time: number) => {
    const type = dice.weighted(FOLLOW_TYPE_WEIGHTS);
    let contactKey: string | undefined;
    if (subject.record.entity === 'crmCustomer') {
      const candidates = customerOf.get(subject.record.key)?.contacts ?? [];
      if (candidates.length > 0 && dice.chance(0.7)) contactKey = dice.pick(candidates).key;
    } else if (subject.record.entity === 'crmContacter') {
      contactKey = subject.record.key;
    }
    const contactName = contactKey ? String(contacts.find((c) => c.key === contactKey)?.values.name ?? '') : '';
    const opening = FOLLOW_OPENINGS[type]!;
    const content = `${opening}${contactName && type === '2' ? `（${contactName}）` : ''}${dice.pick(TOPICS)}，${dice.pick(REACTIONS)}；${dice.pick(NEXT_STEPS)}。`;
    const next = dice.chance(0.4) ? time + dice.int(1, 14) * DAY_MS : null;
    const record: DemoRecord = {
      key: `record:${String(records.length + 1).padStart(4, '0')}`,
      entity: 'crmRecord',
      owner: subject.record.owner ?? dice.weighted(BEIJING_SELLERS),
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
    const previous = lastFollow.get(subject.record);
    if (!previous || previous.time < time) lastFollow.set(subject.record, { time, next });
  };

  if (lianke && counts.records > 0) addFollowUp({ record: lianke.record, created: lianke.created, until: now }, daysAgo(LIANKE_LAST_FOLLOW_DAYS));
  while (records.length < counts.records) {
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
    addFollowUp(subject, between(subject.created, subject.until));
  }

  // What follow-ups maintain on their subjects: last follow-up, next contact and update time.
  for (const record of [...customers.map((c) => c.record), ...contacts, ...clues]) {
    const follow = lastFollow.get(record);
    record.values.lastFollowTime = follow ? iso(follow.time) : null;
    // A next contact promised by the last follow-up, unless long overdue; a few planned ones otherwise.
    const promised = follow?.next != null && follow.next > now - 30 * DAY_MS ? follow.next : null;
    const next = promised ?? (dice.chance(0.15) ? daysAgo(-dice.int(1, 20)) : null);
    const open = record.entity !== 'crmClue' || record.values.status === '1' || record.values.status === '2';
    record.values.nextContactTime = open && next !== null ? iso(next) : null;
    const touched = Math.max(follow?.time ?? 0, typeof record.values.convertTime === 'string' ? Date.parse(record.values.convertTime) : 0);
    if (touched > Date.parse(record.updateTime)) record.updateTime = iso(touched);
  }

  // Tags of the demo tenant (seed/demo.ts): key, long-standing, potential and lost customers.
  for (const { record } of customers) {
    const { level, dealStatus, poolStatus, firstDealTime } = record.values;
    if (level === 'A' && dice.chance(0.7)) record.tags.push('重要客户');
    if (dealStatus === '1' && typeof firstDealTime === 'string' && Date.parse(firstDealTime) < now - 180 * DAY_MS) record.tags.push('老客户');
    if (dealStatus === '0' && poolStatus === '2' && dice.chance(0.3)) record.tags.push('潜在客户');
    if (poolStatus === '0' && dice.chance(0.5)) record.tags.push('已流失');
  }

  return { customers: customers.map((c) => c.record), contacts, clues, records };
}
