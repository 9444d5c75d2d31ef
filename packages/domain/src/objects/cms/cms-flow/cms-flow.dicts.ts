import type { DictionaryDef } from '../../../entities/types.ts';

/** The parts of a sales playbook (a tenant dictionary: a company adds its own). */
export const cmsFlowDictionaries: readonly DictionaryDef[] = [
  {
    code: 'cms_flow_category',
    name: '流程分类',
    items: [
      { value: '1', text: '获客雷达', en: 'Prospecting radar', zhTW: '獲客雷達' },
      { value: '2', text: '销售流程', en: 'Sales process', zhTW: '銷售流程' },
      { value: '3', text: '客户跟进', en: 'Follow-up', zhTW: '客戶跟進' },
      { value: '4', text: '售后服务', en: 'After-sales', zhTW: '售後服務' },
    ],
  },
];
