/** The client's external texts (an i18next namespace loaded with its screens). The base locale. */
export const external = {
  agent: {
    loginTitle: '渠道商登录',
    loginSubtitle: '渠道合作伙伴专用入口',
    staffLogin: '我是员工，去员工登录',
    profile: '我的资料',
    phone: '手机号',
    email: '邮箱',
    company: '合作企业',
    customers: '我报备的客户（{{count}}）',
    noCustomers: '暂无报备的客户',
  },
  terminal: {
    loginTitle: '客户自助服务',
    loginSubtitle: '查看您的企业信息',
    staffLogin: '我是员工，去员工登录',
    yourCompany: '您的企业',
    customerName: '企业名称',
    customerNo: '客户编号',
    phone: '电话',
    email: '邮箱',
    notLinked: '您的账号尚未关联企业，请联系您的服务商',
    profile: '我的资料',
  },
  door: {
    title: '无法打开此页面',
    staff: '此页面仅供企业员工使用，您当前登录的账号不能打开。',
    agent: '此页面仅供渠道商使用，您当前登录的账号不能打开。',
    customer: '此页面仅供客户自助服务使用，您当前登录的账号不能打开。',
    notYet: '此功能暂未开放。',
    backToMyHome: '返回我的首页',
  },
};
