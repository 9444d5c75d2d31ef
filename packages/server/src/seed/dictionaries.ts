import { objectDictionaries, type DictionaryDef } from '@crm/domain';

/**
 * Dictionaries no business object owns (an object's own are in its folder,
 * packages/domain/src/objects/<module>/<object>/<object>.dicts.ts).
 */
const SHARED_DICTIONARIES: readonly DictionaryDef[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      { value: '1', text: '男', en: 'Male', zhTW: '男' },
      { value: '2', text: '女', en: 'Female', zhTW: '女' },
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      { value: '1', text: '高', en: 'High', zhTW: '高', color: '#ee0a24' },
      { value: '2', text: '中', en: 'Medium', zhTW: '中', color: '#ff976a' },
      { value: '3', text: '低', en: 'Low', zhTW: '低', color: '#1989fa' },
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      { value: '1', text: '是', en: 'Yes', zhTW: '是' },
      { value: '0', text: '否', en: 'No', zhTW: '否' },
    ],
  },
];

/** The dictionaries every new tenant starts with: every registered object's, then the shared ones. */
export const DEFAULT_DICTIONARIES: readonly DictionaryDef[] = [...objectDictionaries(), ...SHARED_DICTIONARIES];
