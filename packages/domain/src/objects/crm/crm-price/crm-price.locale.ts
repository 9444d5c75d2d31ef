import { defineLocale } from '../../../entities/define-locale.ts';

/** Price lists' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmPrice.`; its rows' under `detail.`). */
export const zhCN = {
  label: '价格表',
  name: '价格表名称',
  agentLevel: '适用渠道级别',
  status: '状态',
  statusEnabled: '启用',
  statusDisabled: '停用',
  details: '价格明细',
  remark: '备注',
  detail: {
    label: '价格明细',
    priceId: '价格表',
    productId: '产品',
    price: '价格',
    remark: '备注',
  },
};

export const en = {
  label: 'Price list',
  name: 'Price list name',
  agentLevel: 'For partners of level',
  status: 'Status',
  statusEnabled: 'Enabled',
  statusDisabled: 'Disabled',
  details: 'Prices',
  remark: 'Remark',
  detail: {
    label: 'Price',
    priceId: 'Price list',
    productId: 'Product',
    price: 'Price',
    remark: 'Remark',
  },
};

export const zhTW = {
  label: '價格表',
  name: '價格表名稱',
  agentLevel: '適用通路級別',
  status: '狀態',
  statusEnabled: '啟用',
  statusDisabled: '停用',
  details: '價格明細',
  remark: '備註',
  detail: {
    label: '價格明細',
    priceId: '價格表',
    productId: '產品',
    price: '價格',
    remark: '備註',
  },
};

export const crmPriceLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
