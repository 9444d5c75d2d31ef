import { readCard } from '../packages/web/src/features/card-scan/read-card.ts';
console.log(readCard("深圳星河精工机械有限公司\n\n张伟 销售总监\n\n手机: 13912345678\n\n邮箱: zhangwei@xinghe-jx.cn\n\n地址: 广东省深圳市南山区科技园南路 88 号\n"));
