import { defineLocale } from '../../../entities/define-locale.ts';

/** Products' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmProduct.`). */
export const zhCN = {
  label: '产品',
  name: '产品名称',
  code: '产品编码',
  category: '产品分类',
  standardPrice: '标准价格',
  costPrice: '成本价格',
  unit: '单位',
  specification: '规格',
  shelfStatus: '上架状态',
  shelfStatusOn: '上架',
  shelfStatusOff: '下架',
  inventoryEnabled: '启用库存',
  shopDisplay: '商城展示',
  mainImage: '主图',
  description: '产品描述',
  sceneOnShelf: '已上架',
  action: {
    onShelf: '上架',
    offShelf: '下架',
  },
};

export const en = {
  label: 'Product',
  name: 'Product name',
  code: 'Product code',
  category: 'Category',
  standardPrice: 'Standard price',
  costPrice: 'Cost price',
  unit: 'Unit',
  specification: 'Specification',
  shelfStatus: 'Shelf status',
  shelfStatusOn: 'On shelf',
  shelfStatusOff: 'Off shelf',
  inventoryEnabled: 'Inventory enabled',
  shopDisplay: 'Shop display',
  mainImage: 'Main image',
  description: 'Description',
  sceneOnShelf: 'On shelf',
  action: {
    onShelf: 'Put on shelf',
    offShelf: 'Take off shelf',
  },
};

export const zhTW = {
  label: '產品',
  name: '產品名稱',
  code: '產品編碼',
  category: '產品分類',
  standardPrice: '標準價格',
  costPrice: '成本價格',
  unit: '單位',
  specification: '規格',
  shelfStatus: '上架狀態',
  shelfStatusOn: '上架',
  shelfStatusOff: '下架',
  inventoryEnabled: '啟用庫存',
  shopDisplay: '商城展示',
  mainImage: '主圖',
  description: '產品描述',
  sceneOnShelf: '已上架',
  action: {
    onShelf: '上架',
    offShelf: '下架',
  },
};

export const crmProductLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
