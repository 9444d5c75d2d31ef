import { defineLocale } from '../../../entities/define-locale.ts';

/** Sales processes' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmProcess.`). */
export const zhCN = {
  label: '销售流程',
  name: '流程名称',
  isDefault: '默认流程',
  stages: '阶段',
  remark: '备注',
  stage: {
    label: '流程阶段',
    processId: '销售流程',
    name: '阶段名称',
    winRate: '赢率（%）',
    tasks: '阶段任务',
    tasksHint: '每行一项任务',
  },
  // The default process of a tenant that has none (spec section 4: the six opportunity stages).
  defaults: {
    name: '标准销售流程',
    stage1: '初步意向',
    stage2: '需求确定',
    stage3: '方案报价',
    stage4: '商务谈判',
    stage5: '解决疑虑',
    stage6: '合同签订',
    tasks1: '确认客户需求背景\n确定关键联系人',
    tasks2: '完成需求调研\n确认预算与时间表',
    tasks3: '提交解决方案\n发送报价单',
    tasks4: '确认价格与付款条件',
    tasks5: '解答客户疑虑\n安排产品演示',
    tasks6: '合同审核\n双方签署合同',
  },
};

export const en: typeof zhCN = {
  label: 'Sales process',
  name: 'Process name',
  isDefault: 'Default process',
  stages: 'Stages',
  remark: 'Remark',
  stage: {
    label: 'Process stage',
    processId: 'Sales process',
    name: 'Stage name',
    winRate: 'Win rate (%)',
    tasks: 'Stage tasks',
    tasksHint: 'One task per line',
  },
  defaults: {
    name: 'Standard sales process',
    stage1: 'Preliminary intention',
    stage2: 'Requirement determination',
    stage3: 'Proposal quotation',
    stage4: 'Business negotiation',
    stage5: 'Resolve concerns',
    stage6: 'Contract signing',
    tasks1: "Understand the customer's background\nIdentify the key contact",
    tasks2: 'Complete the requirements survey\nConfirm budget and timeline',
    tasks3: 'Submit the proposal\nSend the quotation',
    tasks4: 'Agree price and payment terms',
    tasks5: "Answer the customer's concerns\nArrange a product demo",
    tasks6: 'Review the contract\nBoth parties sign',
  },
};

export const zhTW: typeof zhCN = {
  label: '銷售流程',
  name: '流程名稱',
  isDefault: '預設流程',
  stages: '階段',
  remark: '備註',
  stage: {
    label: '流程階段',
    processId: '銷售流程',
    name: '階段名稱',
    winRate: '贏率（%）',
    tasks: '階段任務',
    tasksHint: '每行一項任務',
  },
  defaults: {
    name: '標準銷售流程',
    stage1: '初步意向',
    stage2: '需求確定',
    stage3: '方案報價',
    stage4: '商務談判',
    stage5: '解決疑慮',
    stage6: '合約簽訂',
    tasks1: '確認客戶需求背景\n確定關鍵聯絡人',
    tasks2: '完成需求調研\n確認預算與時程',
    tasks3: '提交解決方案\n寄送報價單',
    tasks4: '確認價格與付款條件',
    tasks5: '解答客戶疑慮\n安排產品展示',
    tasks6: '合約審核\n雙方簽署合約',
  },
};

export const crmProcessLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
