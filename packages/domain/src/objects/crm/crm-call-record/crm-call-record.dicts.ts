import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries call records introduce. */
export const crmCallRecordDictionaries: readonly DictionaryDef[] = [
  {
    code: 'call_outcome',
    name: '通话结果',
    items: [
      { value: '1', text: '已接通', en: 'Connected', zhTW: '已接通', color: '#07c160' },
      { value: '2', text: '无人接听', en: 'No answer', zhTW: '無人接聽', color: '#ff976a' },
      { value: '3', text: '占线', en: 'Busy', zhTW: '佔線', color: '#ff976a' },
      { value: '4', text: '拒接', en: 'Declined', zhTW: '拒接', color: '#ee0a24' },
      { value: '5', text: '关机或停机', en: 'Switched off', zhTW: '關機或停機', color: '#969799' },
      { value: '6', text: '号码错误', en: 'Wrong number', zhTW: '號碼錯誤', color: '#ee0a24' },
      { value: '7', text: '语音信箱', en: 'Voicemail', zhTW: '語音信箱', color: '#1989fa' },
    ],
  },
];
