import { defineLocale } from '../../../entities/define-locale.ts';

/** Warehouses' labels, zh-CN: the base the other languages type-check against (keys under `entity.wmsWarehouse.`). */
export const zhCN = {
  label: '仓库',
  name: '仓库名称',
  code: '仓库编码',
  status: '状态',
  statusOpen: '启用',
  statusClosed: '停用',
  keeperId: '仓管员',
  phone: '联系电话',
  address: '仓库地址',
  remark: '备注',
  sceneOpen: '启用的仓库',
};

export const en = {
  label: 'Warehouse',
  name: 'Warehouse name',
  code: 'Warehouse code',
  status: 'Status',
  statusOpen: 'In use',
  statusClosed: 'Closed',
  keeperId: 'Keeper',
  phone: 'Phone',
  address: 'Address',
  remark: 'Remark',
  sceneOpen: 'Warehouses in use',
};

export const zhTW = {
  label: '倉庫',
  name: '倉庫名稱',
  code: '倉庫編碼',
  status: '狀態',
  statusOpen: '啟用',
  statusClosed: '停用',
  keeperId: '倉管員',
  phone: '聯絡電話',
  address: '倉庫地址',
  remark: '備註',
  sceneOpen: '啟用的倉庫',
};

export const wmsWarehouseLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
