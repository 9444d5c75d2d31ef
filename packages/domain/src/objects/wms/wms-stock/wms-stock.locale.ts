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
  flows: '出入库记录',
  flowsEmpty: '暂无出入库记录',
  flowIn: '入库',
  flowOut: '出库',
  balance: '结存',
  byWarehouse: '各仓库存',
  total: '合计',
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
  flows: 'Stock movements',
  flowsEmpty: 'No stock movements yet',
  flowIn: 'In',
  flowOut: 'Out',
  balance: 'Balance',
  byWarehouse: 'Stock by warehouse',
  total: 'Total',
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
  flows: '出入庫記錄',
  flowsEmpty: '暫無出入庫記錄',
  flowIn: '入庫',
  flowOut: '出庫',
  balance: '結存',
  byWarehouse: '各倉庫存',
  total: '合計',
};

export const wmsStockLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
