import { describe, expect, it } from 'vitest';
import { readCard } from './read-card.ts';

describe('reading a business card', () => {
  it('reads a Chinese card, its name and title on one line', () => {
    const card = readCard(
      [
        '深圳星河精密机械有限公司',
        '张 伟   销售总监',
        '手机：139 1234 5678',
        '电话：0755-8888 6666',
        '传真：0755-8888 6667',
        '邮箱：zhangwei@xinghe-jx.cn',
        '地址：广东省深圳市南山区科技园南路 88 号',
        'www.xinghe-jx.cn',
      ].join('\n'),
    );
    expect(card).toEqual({
      name: '张伟',
      job: '销售总监',
      company: '深圳星河精密机械有限公司',
      mobile: '13912345678',
      landline: '0755-8888 6666',
      email: 'zhangwei@xinghe-jx.cn',
      address: '广东省深圳市南山区科技园南路 88 号',
      website: 'www.xinghe-jx.cn',
    });
  });

  it('reads an English card, its name on a line of its own and its numbers labelled by letter', () => {
    const card = readCard(
      [
        'Northwind Traders Ltd.',
        'Anne Dodsworth',
        'Regional Sales Manager',
        'M: +86 138-0013-8000   T: 021-6234 5678',
        'E: anne.dodsworth@northwind.com',
        '1200 Century Avenue, Suite 1808, Shanghai',
      ].join('\n'),
    );
    expect(card).toMatchObject({
      name: 'Anne Dodsworth',
      job: 'Regional Sales Manager',
      company: 'Northwind Traders Ltd.',
      mobile: '13800138000',
      landline: '021-6234 5678',
      email: 'anne.dodsworth@northwind.com',
      address: '1200 Century Avenue, Suite 1808, Shanghai',
    });
  });

  it('forgives what OCR does to a card: full-width signs, spaces in an address, unlabelled lines', () => {
    expect(readCard('王芳”市场经理')).toMatchObject({ name: '王芳', job: '市场经理' });
    const card = readCard(['李 娜', '采购部 经理', '上海 月光 贸易 有限公司', '１３６ ００００ １１１１', 'lina @ moonlight-trade . com'].join('\n'));
    expect(card).toMatchObject({
      name: '李娜',
      job: '采购部经理',
      company: '上海月光贸易有限公司',
      mobile: '13600001111',
      email: 'lina@moonlight-trade.com',
    });
  });

  it('leaves empty what the card does not say', () => {
    expect(readCard('')).toEqual({ name: '', job: '', company: '', mobile: '', landline: '', email: '', address: '', website: '' });
    expect(readCard('Fax: 0755-1234 5678')).toMatchObject({ landline: '', mobile: '' });
  });
});
