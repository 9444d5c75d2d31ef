import { defineLocale } from '../../../entities/define-locale.ts';

/** Purchase requirements' labels, zh-CN: the base the other languages type-check against (keys under `entity.srmDemand.`; its rows' under `detail.`). */
export const zhCN = {
  label: '采购需求',
  demandNo: '需求编号',
  status: '需求状态',
  statusOpen: '待采购',
  statusInquiring: '询价中',
  statusOrdered: '已下单',
  statusClosed: '已关闭',
  title: '需求标题',
  neededBy: '需用日期',
  budget: '预算金额',
  reason: '需求原因',
  details: '需求明细',
  closeReason: '关闭原因',
  sceneUnbought: '未采购',
  detail: {
    label: '需求明细',
    demandId: '采购需求',
    productId: '产品',
    productName: '产品名称',
    unit: '单位',
    quantity: '需求数量',
    remark: '备注',
  },
  action: {
    close: '关闭需求',
    reopen: '重新打开',
    reopenConfirm: '确定重新打开这条采购需求吗？',
  },
};

export const en = {
  label: 'Purchase requirement',
  demandNo: 'Requirement no.',
  status: 'Status',
  statusOpen: 'Open',
  statusInquiring: 'Inquiring',
  statusOrdered: 'Ordered',
  statusClosed: 'Closed',
  title: 'Title',
  neededBy: 'Needed by',
  budget: 'Budget',
  reason: 'Reason',
  details: 'Items',
  closeReason: 'Reason for closing',
  sceneUnbought: 'Not bought yet',
  detail: {
    label: 'Requirement item',
    demandId: 'Purchase requirement',
    productId: 'Product',
    productName: 'Product name',
    unit: 'Unit',
    quantity: 'Quantity needed',
    remark: 'Remark',
  },
  action: {
    close: 'Close',
    reopen: 'Reopen',
    reopenConfirm: 'Reopen this purchase requirement?',
  },
};

export const zhTW = {
  label: '採購需求',
  demandNo: '需求編號',
  status: '需求狀態',
  statusOpen: '待採購',
  statusInquiring: '詢價中',
  statusOrdered: '已下單',
  statusClosed: '已關閉',
  title: '需求標題',
  neededBy: '需用日期',
  budget: '預算金額',
  reason: '需求原因',
  details: '需求明細',
  closeReason: '關閉原因',
  sceneUnbought: '未採購',
  detail: {
    label: '需求明細',
    demandId: '採購需求',
    productId: '產品',
    productName: '產品名稱',
    unit: '單位',
    quantity: '需求數量',
    remark: '備註',
  },
  action: {
    close: '關閉需求',
    reopen: '重新開啟',
    reopenConfirm: '確定重新開啟這筆採購需求嗎？',
  },
};

export const srmDemandLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
