import type { AddressValue } from '@crm/domain';

/**
 * The demo world every object's demo generator draws from (src/objects/<module>/<object>/<object>.seed.ts):
 * one seeded random stream, the clock the data is relative to, the places, people, companies and
 * sellers of the demo, and the drafts each object made so far, which later objects build on (a
 * contact works at a customer; a follow-up is about either). No I/O: the same seed and clock give
 * the same data. The seed engine owns it and knows no object.
 */

/** A field value: what the engine's add accepts (addresses as text with coordinates). */
export type DemoValue = string | number | boolean | null | AddressValue | readonly string[];

export interface DemoRecord {
  /** Unique within the data set, e.g. `customer:0042`. */
  key: string;
  /** Business object API name. */
  entity: string;
  /** Demo username of the owner (seed/demo.ts); null for records in a pool (unowned). */
  owner: string | null;
  /** ISO instants in the past year; updateTime is the later of creation and the last follow-up. */
  createTime: string;
  updateTime: string;
  /** Names of demo tags (seed/demo.ts TAGS) for this object's table. */
  tags: string[];
  /**
   * Values by field API name, as POST /crm/<apiName>/add takes them, plus the system-maintained
   * fields the seed writes directly (lastFollowTime, poolStatus, dealAmount, status, ...). A user
   * field names a demo staff member by username, like `owner`.
   */
  values: Record<string, DemoValue>;
  /**
   * Relation fields → key of the record they point to (customerId, superiorId, parentId,
   * sourceClueId, contactId, and crmRecord's relatedId), because ids exist only once the seed has
   * inserted them. Links may point forward and form cycles (a converted lead and its customer
   * point at each other): insert every record first, then fill the links.
   */
  links: Record<string, string>;
  /** Relation fields to several records (FieldDef.multiple) → keys of the records they point to, filled as `links` are. */
  linkLists?: Record<string, readonly string[]>;
  /**
   * Rows of its lines fields by field name (an order's details), in order: the seed writes them to
   * the line object's table with the record's id and their place. Their formulas, and the
   * record's roll-ups and formulas, are computed by the engine (demo-rollups.ts).
   */
  lines?: Record<string, DemoLine[]>;
  /** Where its approval stands (AUDIT_STATUS), for an audited object (demo-audits.ts). */
  auditStatus?: string;
  /** Its team (an object with the team feature): demo usernames and their access, read-only or read-and-edit. */
  team?: readonly { username: string; access: 'r' | 'rw' }[];
}

/** One line of a record: values by the line object's field API name, and relation fields → record keys. */
export interface DemoLine {
  /** A key of its own, for a line other records point to (a process's stage an opportunity is in). */
  key?: string;
  values: Record<string, DemoValue>;
  links: Record<string, string>;
}

export interface City {
  name: string;
  pinyin: string;
  areaCode: string;
  lat: number;
  lng: number;
  districts: readonly string[];
  east: boolean;
}

export interface Person {
  name: string;
  pinyin: string;
  female: boolean;
}

/**
 * A record as its generator made it, with what other objects' generators read off it. Only the
 * record is inserted; the rest describes it to the generators that run after.
 */
export interface DemoDraft {
  record: DemoRecord;
  /** When it was created (epoch ms). */
  created: number;
  /** Where the company it is, or belongs to, sits, and that company's e-mail domain. */
  city?: City;
  domain?: string;
  /** The person a record of a person is (a contact), for records that name the same person. */
  person?: Person;
  /** Records of the people who work at this company, the first in the top position (contacts). */
  people: DemoRecord[];
  /** Named by the demo's messages and reminders: left as it is (no lead became it). */
  featured?: boolean;
  /** Follow-ups may be made on it from its creation until this instant. */
  followUntil?: number;
  /** Its one follow-up is this many days old (what the demo reminder says), and it gets no other. */
  followedOnceDaysAgo?: number;
  /** No next contact is planned on it (a lead nobody works: unassigned, converted, invalid). */
  closed?: boolean;
  /** A change after its creation other than a follow-up (a lead's conversion), epoch ms. */
  changedAt?: number;
  /**
   * When the company first pays (a customer made a deal customer), epoch ms, and about how much it
   * buys in a year: the generators of orders and receipts make its deals from then on, and its deal
   * fields follow the receipts (roll-ups).
   */
  dealAt?: number;
  dealScale?: number;
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

export const CITIES: readonly City[] = [
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

/**
 * An address's offset from its city's centre, in degrees, from a draw in [0, 1): at most 0.1° either
 * way, and the nearer the centre the denser, as a city's companies are (the nearby customers of a
 * salesperson in the centre are more than a handful).
 */
function towardsCentre(draw: number): number {
  const side = (draw - 0.5) * 2;
  return Math.sign(side) * side * side * 0.1;
}

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

/** Company-name endings by `industry` dictionary value (crm-customer.dicts.ts). */
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
/** customer_source values: how the demo's customers and leads come. */
const SOURCE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['1', 12],
  ['2', 22],
  ['3', 20],
  ['4', 18],
  ['5', 16],
  ['6', 12],
];

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

export const DAY_MS = 86_400_000;
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

export const iso = (ms: number) => new Date(ms).toISOString();

/** The day an instant falls on in China, as a date field takes it (YYYY-MM-DD). */
export const chinaDate = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** A draft of a company (a customer): where it sits and its e-mail domain are known. */
export type CompanyDraft = DemoDraft & { city: City; domain: string };

const isCompany = (draft: DemoDraft): draft is CompanyDraft => draft.city !== undefined && draft.domain !== undefined;

export interface DemoWorldOptions {
  /** The random stream's seed. */
  seed: number;
  /** The instant the data is relative to (epoch ms). */
  now: number;
}

export class DemoWorld {
  readonly now: number;
  readonly dice: Dice;
  /** Company names taken, so each is made once. */
  private readonly usedNames = new Set<string>();
  private readonly drafts = new Map<string, DemoDraft[]>();
  private readonly draftsByKey = new Map<string, DemoDraft>();
  private readonly helpers = new Map<string, unknown>();

  constructor({ seed, now }: DemoWorldOptions) {
    this.now = now;
    this.dice = new Dice(prng(seed));
  }

  /** Adds a record an object's generator made, for the generators after it to read. */
  add(draft: DemoDraft): void {
    const made = this.drafts.get(draft.record.entity) ?? [];
    made.push(draft);
    this.drafts.set(draft.record.entity, made);
    this.draftsByKey.set(draft.record.key, draft);
  }

  /** What an object's generator made so far, in order. */
  made(entity: string): DemoDraft[] {
    return this.drafts.get(entity) ?? [];
  }

  /** What an object's generator made that are companies, in order. */
  companies(entity: string): CompanyDraft[] {
    return this.made(entity).filter(isCompany);
  }

  draft(key: string): DemoDraft | undefined {
    return this.draftsByKey.get(key);
  }

  /**
   * Offers a helper to the generators after this one (products offer `productLines`, the lines of
   * a quote or an order), since an object never imports another.
   */
  offer(name: string, helper: unknown): void {
    this.helpers.set(name, helper);
  }

  /** A helper a generator offered, if one did: a later generator's, asked from an earlier one's settling step (an order's delivery issues stock). */
  offered<T>(name: string): T | undefined {
    return this.helpers.get(name) as T | undefined;
  }

  /** A helper an earlier generator offered; throws when none did. */
  helper<T>(name: string): T {
    if (!this.helpers.has(name)) throw new Error(`no demo generator offered ${name}`);
    return this.helpers.get(name) as T;
  }

  /** Takes a company name; false when it is already taken. */
  claimName(name: string): boolean {
    if (this.usedNames.has(name)) return false;
    this.usedNames.add(name);
    return true;
  }

  /** An office-hours instant on the day `days` days before today (negative: ahead); today's is never later than now. */
  daysAgo(days: number): number {
    const { now, dice } = this;
    const chinaDay = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) - Math.floor(days);
    const time = chinaDay * DAY_MS - CHINA_OFFSET_MS + dice.int(9 * 60, 18 * 60 + 30) * 60_000 + dice.int(0, 59) * 1000;
    return Math.floor(days) !== 0 || time <= now ? time : time - DAY_MS;
  }

  /** An office-hours instant between `from` and `to`, leaning towards `to` (recent activity is denser). */
  between(from: number, to: number, lean = 1.5): number {
    const end = Math.min(this.now, to);
    const span = Math.max(0, end - from);
    const time = this.daysAgo((this.now - (end - span * this.dice.random() ** lean)) / DAY_MS);
    return Math.min(end, Math.max(from, time));
  }

  person(): Person {
    const { dice } = this;
    const [surname, surnamePinyin] = dice.pick(SURNAMES);
    const female = dice.chance(0.42);
    const [given, givenPinyin] = dice.pick(female ? FEMALE_NAMES : MALE_NAMES);
    return { name: surname + given, pinyin: surnamePinyin + givenPinyin, female };
  }

  mobile(): string {
    return this.dice.pick(MOBILE_PREFIXES) + String(this.dice.int(0, 99_999_999)).padStart(8, '0');
  }

  landline(city: City): string {
    const { dice } = this;
    return `${city.areaCode}-${dice.int(5, 8)}${String(dice.int(0, 9_999_999))
      .padStart(7, '0')
      .slice(0, city.areaCode.length === 3 ? 7 : 6)}`;
  }

  address(city: City): AddressValue {
    const { dice } = this;
    return {
      text: `${city.name}市${dice.pick(city.districts)}${dice.pick(ROADS)}${dice.int(1, 999)}号`,
      lat: Number((city.lat + towardsCentre(dice.random())).toFixed(6)),
      lng: Number((city.lng + towardsCentre(dice.random())).toFixed(6)),
    };
  }

  /** A demo seller for a company in `city` (the Shanghai team sells in the east), or any Beijing one. */
  seller(city?: City): string {
    const { dice } = this;
    if (!city) return dice.weighted(BEIJING_SELLERS);
    return dice.weighted(city.east && dice.chance(0.65) ? SHANGHAI_SELLERS : BEIJING_SELLERS);
  }

  /** A customer_source value. */
  source(): string {
    return this.dice.weighted(SOURCE_WEIGHTS);
  }

  /** A new company: a unique name of city + brand + an ending of its industry. */
  company(): { name: string; industry: string; city: City; domain: string } {
    const { dice } = this;
    for (;;) {
      const city = dice.pick(CITIES);
      const [brand, brandPinyin] = dice.pick(BRANDS);
      const industry = dice.weighted(INDUSTRY_WEIGHTS);
      const name = city.name + brand + dice.pick(SUFFIXES_BY_INDUSTRY[industry]!);
      if (!this.claimName(name)) continue;
      return { name, industry, city, domain: `${brandPinyin}-${city.pinyin}.com.cn` };
    }
  }
}
