import { defineLocale } from '../../../entities/define-locale.ts';

/** Competitors' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmCompetitor.`). */
export const zhCN = {
  label: '竞争对手',
  name: '对手名称',
  website: '官网',
  marketShare: '市场份额/规模',
  priceRange: '价格区间',
  mainProducts: '主要产品',
  advantages: '优势',
  disadvantages: '劣势',
  strategy: '应对策略',
  remark: '备注',
};

export const en = {
  label: 'Competitor',
  name: 'Competitor name',
  website: 'Website',
  marketShare: 'Market share / scale',
  priceRange: 'Price range',
  mainProducts: 'Main products',
  advantages: 'Strengths',
  disadvantages: 'Weaknesses',
  strategy: 'Counter-strategy',
  remark: 'Remark',
};

export const zhTW = {
  label: '競爭對手',
  name: '對手名稱',
  website: '官網',
  marketShare: '市場份額/規模',
  priceRange: '價格區間',
  mainProducts: '主要產品',
  advantages: '優勢',
  disadvantages: '劣勢',
  strategy: '應對策略',
  remark: '備註',
};

export const crmCompetitorLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
