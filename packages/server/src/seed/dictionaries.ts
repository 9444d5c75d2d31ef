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
    code: 'clue_group',
    name: '线索分组',
    items: [
      { value: '1', text: '重点线索', en: 'Priority leads', zhTW: '重點線索', color: '#ee0a24' },
      { value: '2', text: '普通线索', en: 'Regular leads', zhTW: '一般線索', color: '#1989fa' },
      { value: '3', text: '培育线索', en: 'Leads to nurture', zhTW: '培育線索', color: '#ff976a' },
      { value: '4', text: '历史导入', en: 'Imported history', zhTW: '歷史匯入', color: '#969799' },
    ],
  },
  {
    code: 'contact_title',
    name: '联系人称呼',
    items: [
      { value: '1', text: '先生', en: 'Mr.', zhTW: '先生' },
      { value: '2', text: '女士', en: 'Ms.', zhTW: '女士' },
      { value: '3', text: '博士', en: 'Dr.', zhTW: '博士' },
      { value: '4', text: '教授', en: 'Prof.', zhTW: '教授' },
    ],
  },
  {
    code: 'contact_persona',
    name: '联系人角色',
    items: [
      { value: '1', text: '决策者', en: 'Decision maker', zhTW: '決策者', color: '#ee0a24' },
      { value: '2', text: '影响者', en: 'Influencer', zhTW: '影響者', color: '#ff976a' },
      { value: '3', text: '使用者', en: 'User', zhTW: '使用者', color: '#1989fa' },
      { value: '4', text: '把关者', en: 'Gatekeeper', zhTW: '把關者', color: '#7232dd' },
      { value: '5', text: '其他', en: 'Other', zhTW: '其他', color: '#969799' },
    ],
  },
  {
    code: 'contact_recognition',
    name: '认可程度',
    items: [
      { value: '1', text: '强力支持', en: 'Champion', zhTW: '強力支持', color: '#07c160' },
      { value: '2', text: '支持', en: 'Supportive', zhTW: '支持', color: '#1989fa' },
      { value: '3', text: '中立', en: 'Neutral', zhTW: '中立', color: '#969799' },
      { value: '4', text: '不支持', en: 'Unsupportive', zhTW: '不支持', color: '#ff976a' },
      { value: '5', text: '反对', en: 'Opposed', zhTW: '反對', color: '#ee0a24' },
    ],
  },
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
