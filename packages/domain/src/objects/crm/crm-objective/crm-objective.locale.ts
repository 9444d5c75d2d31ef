import { defineLocale } from '../../../entities/define-locale.ts';

/** Sales targets' labels, zh-CN: the base the other languages type-check against (keys under `entity.crmObjective.`). */
export const zhCN = {
  label: '销售目标',
  name: '目标名称',
  year: '年度',
  objectiveType: '目标类型',
  typeWon: '赢单金额',
  typeReceived: '回款金额',
  whose: '目标对象',
  whosePerson: '员工',
  whoseDepartment: '部门',
  userId: '员工',
  departmentId: '部门',
  month: { m1: '1月', m2: '2月', m3: '3月', m4: '4月', m5: '5月', m6: '6月', m7: '7月', m8: '8月', m9: '9月', m10: '10月', m11: '11月', m12: '12月' },
  yearTotal: '年度目标',
  remark: '备注',
  group: { months: '月度目标' },
  completion: { title: '目标完成情况', month: '月份', target: '目标', actual: '实际', rate: '完成率', year: '全年' },
};

export const en = {
  label: 'Sales target',
  name: 'Name',
  year: 'Year',
  objectiveType: 'Target of',
  typeWon: 'Amount won',
  typeReceived: 'Amount received',
  whose: 'For',
  whosePerson: 'A person',
  whoseDepartment: 'A department',
  userId: 'Person',
  departmentId: 'Department',
  month: {
    m1: 'January',
    m2: 'February',
    m3: 'March',
    m4: 'April',
    m5: 'May',
    m6: 'June',
    m7: 'July',
    m8: 'August',
    m9: 'September',
    m10: 'October',
    m11: 'November',
    m12: 'December',
  },
  yearTotal: "Year's target",
  remark: 'Remark',
  group: { months: 'Monthly targets' },
  completion: { title: 'Completion', month: 'Month', target: 'Target', actual: 'Actual', rate: 'Completion', year: 'Whole year' },
};

export const zhTW = {
  label: '銷售目標',
  name: '目標名稱',
  year: '年度',
  objectiveType: '目標類型',
  typeWon: '贏單金額',
  typeReceived: '回款金額',
  whose: '目標對象',
  whosePerson: '員工',
  whoseDepartment: '部門',
  userId: '員工',
  departmentId: '部門',
  month: { m1: '1月', m2: '2月', m3: '3月', m4: '4月', m5: '5月', m6: '6月', m7: '7月', m8: '8月', m9: '9月', m10: '10月', m11: '11月', m12: '12月' },
  yearTotal: '年度目標',
  remark: '備註',
  group: { months: '月度目標' },
  completion: { title: '目標完成情況', month: '月份', target: '目標', actual: '實際', rate: '完成率', year: '全年' },
};

export const crmObjectiveLocale = defineLocale({ 'zh-CN': zhCN, en, 'zh-TW': zhTW });
