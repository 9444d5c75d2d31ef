import { defineLocale } from '../../../entities/define-locale.ts';

/** Equipment's labels, zh-CN: the base the other languages type-check against (keys under `entity.crmEquipment.`). */
export const zhCN = {
  label: '设备',
  equipmentNo: '设备编号',
  status: '设备状态',
  name: '设备名称',
  model: '设备型号',
  serialNo: '序列号',
  customerId: '客户',
  productId: '产品',
  installDate: '安装日期',
  warrantyStart: '保修开始日期',
  warrantyEnd: '保修结束日期',
  address: '安装地址',
  remark: '备注',
  sceneUnderRepair: '维修中的设备',
};

export const en = {
  label: 'Equipment',
  equipmentNo: 'Equipment number',
  status: 'Equipment status',
  name: 'Equipment name',
  model: 'Model',
  serialNo: 'Serial number',
  customerId: 'Customer',
  productId: 'Product',
  installDate: 'Installation date',
  warrantyStart: 'Warranty start',
  warrantyEnd: 'Warranty end',
  address: 'Installation address',
  remark: 'Remark',
  sceneUnderRepair: 'Equipment under repair',
};

export const zhTW = {
  label: '設備',
  equipmentNo: '設備編號',
  status: '設備狀態',
  name: '設備名稱',
  model: '設備型號',
  serialNo: '序號',
  customerId: '客戶',
  productId: '產品',
  installDate: '安裝日期',
  warrantyStart: '保固開始日期',
  warrantyEnd: '保固結束日期',
  address: '安裝地址',
  remark: '備註',
  sceneUnderRepair: '維修中的設備',
};

export const crmEquipmentLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
