import type { DictionaryDef } from '../../../entities/types.ts';

/** The dictionaries partners introduce: their levels, which price lists name (crmPrice.agentLevel). */
export const agentUserDictionaries: readonly DictionaryDef[] = [
  {
    code: 'agent_level',
    name: '渠道级别',
    items: [
      { value: '1', text: '一级代理', en: 'Tier 1', zhTW: '一級代理' },
      { value: '2', text: '二级代理', en: 'Tier 2', zhTW: '二級代理' },
      { value: '3', text: '三级代理', en: 'Tier 3', zhTW: '三級代理' },
    ],
  },
];
