import { defineLocale } from '../../../entities/define-locale.ts';

/** Stock's labels, zh-CN: the base the other languages type-check against (keys under `entity.wmsStock.`). */
export const zhCN = {
  label: '库存',
  productId: '产品',
  warehouseId: '仓库',
  quantity: '库存数量',
  lowerLimit: '库存下限',
  upperLimit: '库存上限',
  location: '库位',
  remark: '备注',
};

export const en = {
  label: 'Stock',
  productId: 'Product',
  warehouseId: 'Warehouse',
  quantity: 'Quantity in stock',
  lowerLimit: 'Lower limit',
  upperLimit: 'Upper limit',
  location: 'Location',
  remark: 'Remark',
};

export const zhTW = {
  label: '庫存',
  productId: '產品',
  warehouseId: '倉庫',
  quantity: '庫存數量',
  lowerLimit: '庫存下限',
  upperLimit: '庫存上限',
  location: '庫位',
  remark: '備註',
};

export const wmsStockLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
