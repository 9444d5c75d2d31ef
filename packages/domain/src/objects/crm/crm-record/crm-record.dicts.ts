import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionary follow-up records introduce. */
export const crmRecordDictionaries: readonly DictionaryDef[] = [
  {
    code: 'follow_type',
    name: '跟进方式',
    items: [
      { value: '1', text: '电话', en: 'Phone call', zhTW: '電話' },
      { value: '2', text: '上门拜访', en: 'Visit', zhTW: '登門拜訪' },
      { value: '3', text: '微信/短信', en: 'WeChat / message', zhTW: '微信/簡訊' },
      { value: '4', text: '邮件', en: 'Email', zhTW: '電子郵件' },
      { value: '5', text: '会议', en: 'Meeting', zhTW: '會議' },
      { value: '6', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
];
