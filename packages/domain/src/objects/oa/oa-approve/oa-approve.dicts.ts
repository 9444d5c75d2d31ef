import type { DictionaryDef } from '../../../entities/types.ts';

/** The kinds of leave (a tenant dictionary: a company keeps its own). */
export const oaApproveDictionaries: readonly DictionaryDef[] = [
  {
    code: 'leave_type',
    name: '请假类型',
    items: [
      { value: '1', text: '年假', en: 'Annual leave', zhTW: '年假' },
      { value: '2', text: '事假', en: 'Personal leave', zhTW: '事假' },
      { value: '3', text: '病假', en: 'Sick leave', zhTW: '病假' },
      { value: '4', text: '调休', en: 'Time off in lieu', zhTW: '調休' },
      { value: '5', text: '婚假', en: 'Marriage leave', zhTW: '婚假' },
      { value: '6', text: '产假', en: 'Maternity leave', zhTW: '產假' },
    ],
  },
];
