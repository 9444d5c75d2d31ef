import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries empowerment introduces: how a salesperson was coached, and how useful they found it. */
export const crmEmpowerDictionaries: readonly DictionaryDef[] = [
  {
    code: 'empower_type',
    name: '赋能方式',
    items: [
      { value: '1', text: '陪同拜访', en: 'Joint visit', zhTW: '陪同拜訪' },
      { value: '2', text: '电话辅导', en: 'Call coaching', zhTW: '電話輔導' },
      { value: '3', text: '方案评审', en: 'Proposal review', zhTW: '方案評審' },
      { value: '4', text: '谈判支持', en: 'Negotiation support', zhTW: '談判支援' },
      { value: '5', text: '产品培训', en: 'Product training', zhTW: '產品培訓' },
      { value: '6', text: '话术演练', en: 'Pitch rehearsal', zhTW: '話術演練' },
    ],
  },
  {
    code: 'empower_rating',
    name: '赋能评价',
    items: [
      { value: '5', text: '非常有帮助', en: 'Very helpful', zhTW: '非常有幫助', color: '#07c160' },
      { value: '4', text: '有帮助', en: 'Helpful', zhTW: '有幫助', color: '#1989fa' },
      { value: '3', text: '一般', en: 'Somewhat', zhTW: '一般', color: '#969799' },
      { value: '2', text: '帮助不大', en: 'Not much', zhTW: '幫助不大', color: '#ff976a' },
      { value: '1', text: '没有帮助', en: 'Not helpful', zhTW: '沒有幫助', color: '#ee0a24' },
    ],
  },
];
