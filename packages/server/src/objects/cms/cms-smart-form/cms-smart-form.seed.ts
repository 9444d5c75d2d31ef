import type { DemoSeed } from '../../../seed/demo-records.ts';
import { DAY_MS, iso } from '../../../seed/demo-world.ts';

/** [label, type, required, options, the lead's field it fills]. */
const QUESTIONS: readonly (readonly [string, string, boolean, string | null, string | null])[] = [
  ['姓名', 'text', true, null, 'contactName'],
  ['手机', 'mobile', true, null, 'mobile'],
  ['公司名称', 'text', true, null, 'name'],
  ['团队人数', 'choice', true, '1-10 人\n11-50 人\n51-200 人\n200 人以上', null],
  ['需求说明', 'textarea', false, null, null],
];

/**
 * The demo company's smart form, published: a free-trial request the salespeople share, whose
 * submissions become their leads. Fixed values, no random draw: the demo's one random stream runs
 * on into the settling steps of the objects before.
 */
export const cmsSmartFormSeed: DemoSeed = {
  entity: 'cmsSmartForm',
  count: 1,
  generate(world, count) {
    if (count < 1) return;
    const at = world.now - 20 * DAY_MS;
    world.add({
      record: {
        key: 'smartForm:0001',
        entity: 'cmsSmartForm',
        owner: 'manager',
        createTime: iso(at),
        updateTime: iso(at),
        tags: [],
        values: {
          title: '产品试用申请',
          status: '1',
          description: '填写以下信息，申请 15 天免费试用，顾问会在一个工作日内与您联系。',
          thankYou: '感谢您的申请！顾问会在一个工作日内与您联系。',
        },
        links: {},
        lines: {
          questions: QUESTIONS.map(([label, questionType, isRequired, options, leadField], index) => ({
            key: `smartForm:0001:question:${index + 1}`,
            values: { label, questionType, isRequired, options, leadField },
            links: {},
          })),
        },
      },
      created: at,
      people: [],
    });
  },
};
