import { defineLocale } from '../../../entities/define-locale.ts';

/** Solutions' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmWorkSolution.`). */
export const zhCN = {
  label: '解决方案',
  solutionNo: '方案编号',
  workOrderType: '工单类型',
  title: '方案标题',
  productId: '适用产品',
  keywords: '关键词',
  problem: '故障现象',
  cause: '故障原因',
  solution: '解决方法',
  sourceWorkOrderId: '来源工单',
  usedCount: '引用次数',
};

export const en = {
  label: 'Solution',
  solutionNo: 'Solution no.',
  workOrderType: 'Work order type',
  title: 'Title',
  productId: 'Product',
  keywords: 'Keywords',
  problem: 'Symptom',
  cause: 'Cause',
  solution: 'Solution',
  sourceWorkOrderId: 'From work order',
  usedCount: 'Times used',
};

export const zhTW = {
  label: '解決方案',
  solutionNo: '方案編號',
  workOrderType: '工單類型',
  title: '方案標題',
  productId: '適用產品',
  keywords: '關鍵詞',
  problem: '故障現象',
  cause: '故障原因',
  solution: '解決方法',
  sourceWorkOrderId: '來源工單',
  usedCount: '引用次數',
};

export const crmWorkSolutionLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
