import type { HelpShelf } from '../types.ts';

/** The books' covers, zh-CN. */
export const shelf: HelpShelf = {
  'getting-started': { title: '入门与登录', summary: '登录方式、免费试用、找回密码，以及首页、底部标签和个人设置。' },
  customers: { title: '线索、客户与联系人', summary: '录入和跟进线索与客户，转换线索，公海领取与退回，智能找客和附近客户。' },
  deals: { title: '商机、报价、订单与回款', summary: '从商机推进到报价、订单和合同，信用额度，回款、退款和开票。' },
  approvals: { title: '审批', summary: '提交、同意、驳回、撤回和催办，批量审批，以及审批流程的设置。' },
  'field-work': { title: '外勤拜访与签到', summary: '计划拜访、现场签到、结束拜访、临时拜访、签到地图和通话记录。' },
  service: { title: '服务与工单', summary: '工单从派单到完成的每一步，服务看板、设备和解决方案，客户自助报修。' },
  partners: { title: '渠道商在线订货', summary: '渠道伙伴的管理，渠道商登录后的订货、订单、信用额度和客户报备。' },
  content: { title: '内容分享与访客追踪', summary: '文章和文档，生成分享链接发给客户，查看谁打开了、读了多久、留下了什么。' },
  administration: { title: '系统管理', summary: '员工、部门、角色与数据范围、字段权限、权限日志和审批流程。' },
};
