/**
 * The dictionaries every new tenant starts with. `text` is zh-CN; `en` and `zhTW` are the other
 * languages the API answers in.
 */
export interface DictionarySeed {
  code: string;
  name: string;
  items: { value: string; text: string; en: string; zhTW: string; color?: string }[];
}

export const DEFAULT_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'customer_level',
    name: '客户级别',
    items: [
      { value: 'A', text: '重点客户', en: 'Key customer', zhTW: '重點客戶', color: '#ee0a24' },
      { value: 'B', text: '普通客户', en: 'Regular customer', zhTW: '普通客戶', color: '#1989fa' },
      { value: 'C', text: '非优先客户', en: 'Low-priority customer', zhTW: '非優先客戶', color: '#969799' },
    ],
  },
  {
    code: 'customer_source',
    name: '客户来源',
    items: [
      { value: '1', text: '促销活动', en: 'Promotion', zhTW: '促銷活動' },
      { value: '2', text: '搜索引擎', en: 'Search engine', zhTW: '搜尋引擎' },
      { value: '3', text: '客户介绍', en: 'Referral', zhTW: '客戶介紹' },
      { value: '4', text: '电话营销', en: 'Telemarketing', zhTW: '電話行銷' },
      { value: '5', text: '展会', en: 'Trade show', zhTW: '展會' },
      { value: '6', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
  {
    code: 'industry',
    name: '所属行业',
    items: [
      { value: '1', text: '信息技术', en: 'Information technology', zhTW: '資訊科技' },
      { value: '2', text: '制造业', en: 'Manufacturing', zhTW: '製造業' },
      { value: '3', text: '金融', en: 'Finance', zhTW: '金融' },
      { value: '4', text: '教育', en: 'Education', zhTW: '教育' },
      { value: '5', text: '医疗', en: 'Healthcare', zhTW: '醫療' },
      { value: '6', text: '零售', en: 'Retail', zhTW: '零售' },
      { value: '7', text: '其他', en: 'Other', zhTW: '其他' },
    ],
  },
  {
    code: 'lead_status',
    name: '线索状态',
    items: [
      { value: '0', text: '未分配', en: 'Unassigned', zhTW: '未分配' },
      { value: '1', text: '待跟进', en: 'Waiting for follow-up', zhTW: '待跟進', color: '#ff976a' },
      { value: '2', text: '跟进中', en: 'Following up', zhTW: '跟進中', color: '#1989fa' },
      { value: '3', text: '已转化', en: 'Converted', zhTW: '已轉化', color: '#07c160' },
      { value: '4', text: '无效', en: 'Invalid', zhTW: '無效', color: '#969799' },
    ],
  },
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
