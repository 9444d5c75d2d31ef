import {
  columnOf,
  CONTENT_API,
  entityOf,
  RECORD_API,
  SMART_FORM_API,
  type ContentShare,
  type ContentVisit,
  type Page,
  type PublicSmartForm,
  type RecordRow,
  type SmartFormSubmissionPage,
} from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../modules/records/record-model.ts';
import { createTenant } from '../../../seed/tenant.ts';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, createRecord, type Actor } from '../../../test/records.ts';

/**
 * Smart forms (issue 20): a published form opens by a salesperson's link without logging in, shows
 * its questions and nothing else of the record, takes only answers its questions accept (checked
 * as the phone checks them), and makes each accepted submission the sharer's lead, kept for the
 * staff to read; a draft, a revoked link or another company's form opens nothing.
 */

let t: TestApp;
let admin: Actor;
let sales: Actor;
let formId: string;
let share: ContentShare;
let questionIds: Record<string, string>;

const form = () => entityOf('cmsSmartForm');

const QUESTIONS = [
  { label: '姓名', questionType: 'text', isRequired: true, leadField: 'contactName' },
  { label: '手机', questionType: 'mobile', isRequired: true, leadField: 'mobile' },
  { label: '公司名称', questionType: 'text', isRequired: false, leadField: 'name' },
  { label: '团队人数', questionType: 'choice', isRequired: true, options: '1-10 人\n11-50 人\n50 人以上' },
  { label: '关注功能', questionType: 'multiChoice', isRequired: false, options: '线索\n订单\n回款' },
  { label: '需求说明', questionType: 'textarea', isRequired: false },
];

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  [admin, sales] = await Promise.all([actor(t, 'admin'), actor(t, 'sales')]);
  formId = await createRecord(t, admin, form(), undefined, {
    title: '产品试用申请',
    status: '1',
    description: '填写后顾问会联系您',
    thankYou: '感谢申请，我们会尽快联系您',
    questions: QUESTIONS,
  });
  const stored = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('cms', 'cmsSmartForm'), { id: formId }, admin.token)).result;
  const rows = stored.questions as unknown as { id: string; label: string }[];
  questionIds = Object.fromEntries(rows.map((row) => [row.label, row.id]));
}, 60_000);
afterAll(() => t.close());

const submit = (key: string, answers: Record<string, unknown>) => t.signedPost(SMART_FORM_API.publicSubmit, { key, answers });
/** The leads of that name, of any owner. */
const leadsNamed = (name: string) => loose(t.app.db).selectFrom(entityOf('crmClue').table).select('id').where(columnOf('name'), '=', name).execute();

const valid = () => ({
  [questionIds['姓名']!]: '王经理',
  [questionIds['手机']!]: '139 1000 2003',
  [questionIds['公司名称']!]: '远航物流',
  [questionIds['团队人数']!]: '11-50 人',
  [questionIds['关注功能']!]: ['订单', '回款'],
  [questionIds['需求说明']!]: '希望试用移动审批',
});

describe('the form’s link', () => {
  it('is shared like an article, and a draft or a form without questions is not', async () => {
    const shared = await t.signedPost(CONTENT_API.share, { apiName: 'cmsSmartForm', id: formId }, sales.token);
    expect(shared.statusCode, shared.body).toBe(200);
    share = envelope<ContentShare>(shared).result;
    expect(share.path).toBe(`/smartForm?key=${share.key}`);
    const draft = await createRecord(t, admin, form(), undefined, { title: '草稿表单', status: '0', questions: QUESTIONS.slice(0, 1) });
    const refused = await t.signedPost(CONTENT_API.share, { apiName: 'cmsSmartForm', id: draft }, sales.token);
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toBe('表单尚未发布，发布后才能分享');
    const empty = await createRecord(t, admin, form(), undefined, { title: '空表单', status: '1', questions: [] });
    expect(envelope(await t.signedPost(CONTENT_API.share, { apiName: 'cmsSmartForm', id: empty }, sales.token)).message).toBe(
      '表单还没有题目，添加题目后才能分享',
    );
  });

  it('opens the form’s title, description and questions without logging in, and nothing else of the record', async () => {
    const response = await t.signedGet(SMART_FORM_API.publicForm, { key: share.key });
    expect(response.statusCode, response.body).toBe(200);
    const opened = envelope<PublicSmartForm>(response).result;
    expect(opened).toEqual({
      title: '产品试用申请',
      description: '填写后顾问会联系您',
      companyName: expect.any(String),
      sharerName: '李销售',
      questions: [
        { id: questionIds['姓名'], label: '姓名', type: 'text', required: true, options: [] },
        { id: questionIds['手机'], label: '手机', type: 'mobile', required: true, options: [] },
        { id: questionIds['公司名称'], label: '公司名称', type: 'text', required: false, options: [] },
        { id: questionIds['团队人数'], label: '团队人数', type: 'choice', required: true, options: ['1-10 人', '11-50 人', '50 人以上'] },
        { id: questionIds['关注功能'], label: '关注功能', type: 'multiChoice', required: false, options: ['线索', '订单', '回款'] },
        { id: questionIds['需求说明'], label: '需求说明', type: 'textarea', required: false, options: [] },
      ],
    });
    expect(response.body).not.toContain('感谢申请');
    expect((await t.signedGet(SMART_FORM_API.publicForm, { key: 'notAKeyAtAll0000' })).statusCode).toBe(404);
  });
});

describe('a submission', () => {
  it('refuses a question the form does not ask, a required one left blank, a bad mobile and an option not offered, naming the question, and writes nothing', async () => {
    const before = await t.app.db.selectFrom('smart_form_submissions').select('id').execute();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid(), 'not-a-question': 'x' }, '未知字段：not-a-question'],
      [{ ...valid(), [questionIds['姓名']!]: '  ' }, '姓名不能为空'],
      [{ ...valid(), [questionIds['手机']!]: '12345' }, '手机应为11位手机号码'],
      [{ ...valid(), [questionIds['团队人数']!]: '一万人' }, '团队人数不是可选的值'],
    ];
    for (const [answers, message] of cases) {
      const refused = await submit(share.key, answers);
      expect(refused.statusCode, message).toBe(422);
      expect(envelope(refused).message).toBe(message);
    }
    expect(await t.app.db.selectFrom('smart_form_submissions').select('id').execute()).toEqual(before);
    expect(await leadsNamed('远航物流')).toEqual([]);
  });

  it('becomes the sharer’s lead with the answers it maps, the others in its remark, and is listed on the form', async () => {
    const opened = await t.signedPost(CONTENT_API.publicOpened, { key: share.key, openId: 'form-open-0001' });
    const visitId = envelope<{ visitId: string }>(opened).result.visitId;
    const sent = await t.signedPost(SMART_FORM_API.publicSubmit, { key: share.key, answers: valid(), visitId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(envelope<{ thankYou: string }>(sent).result.thankYou).toBe('感谢申请，我们会尽快联系您');

    const page = envelope<SmartFormSubmissionPage>(await t.signedGet(SMART_FORM_API.submissions, { formId }, sales.token)).result;
    expect(page.total).toBe(1);
    const [submission] = page.records;
    expect(submission!.answers).toEqual([
      { question: '姓名', answer: '王经理' },
      { question: '手机', answer: '13910002003' },
      { question: '公司名称', answer: '远航物流' },
      { question: '团队人数', answer: '11-50 人' },
      { question: '关注功能', answer: '订单、回款' },
      { question: '需求说明', answer: '希望试用移动审批' },
    ]);
    expect(submission).toMatchObject({ sharerName: '李销售', leadName: '远航物流' });

    const lead = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('crm', 'crmClue'), { id: submission!.leadId! }, sales.token)).result;
    expect(lead).toMatchObject({ name: '远航物流', contactName: '王经理', mobile: '13910002003', ownerId: sales.userId });
    expect(lead.remark).toBe('来自智能表单《产品试用申请》\n团队人数：11-50 人\n关注功能：订单、回款\n需求说明：希望试用移动审批');
    // The page's visit, in the salesperson's visitor log, names who sent it and the lead.
    const visits = envelope<Page<ContentVisit>>(await t.signedGet(CONTENT_API.visits, { pageSize: 100 }, sales.token)).result.records;
    expect(visits.find((visit) => visit.id === visitId)).toMatchObject({
      title: '产品试用申请',
      visitorName: '王经理',
      visitorPhone: '13910002003',
      leadId: submission!.leadId,
    });

    // Another salesperson reads only what came through their own links; the form's author reads all.
    const other = await actor(t, 'zhaolei');
    expect(envelope<SmartFormSubmissionPage>(await t.signedGet(SMART_FORM_API.submissions, { formId }, other.token)).result.total).toBe(0);
    expect(envelope<SmartFormSubmissionPage>(await t.signedGet(SMART_FORM_API.submissions, { formId }, admin.token)).result.total).toBe(1);
  });

  it('names the lead after its contact when no company is given', async () => {
    const answers: Record<string, unknown> = { ...valid(), [questionIds['姓名']!]: '孙女士', [questionIds['公司名称']!]: null };
    expect((await submit(share.key, answers)).statusCode).toBe(200);
    const page = envelope<SmartFormSubmissionPage>(await t.signedGet(SMART_FORM_API.submissions, { formId }, sales.token)).result;
    expect(page.records[0]!.leadName).toBe('孙女士');
  });
});

describe('a link that opens nothing', () => {
  it('is a revoked link, and a form taken back to draft', async () => {
    const mine = envelope<ContentShare>(await t.signedPost(CONTENT_API.share, { apiName: 'cmsSmartForm', id: formId }, admin.token)).result;
    expect((await t.signedPost(CONTENT_API.revoke, { key: mine.key }, admin.token)).statusCode).toBe(200);
    expect((await t.signedGet(SMART_FORM_API.publicForm, { key: mine.key })).statusCode).toBe(404);
    expect((await submit(mine.key, valid())).statusCode).toBe(404);

    const stored = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById('cms', 'cmsSmartForm'), { id: formId }, admin.token)).result;
    const edited = await t.put(RECORD_API.edit('cms', 'cmsSmartForm'), { id: formId, version: stored.version, status: '0' }, admin.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.signedGet(SMART_FORM_API.publicForm, { key: share.key })).statusCode).toBe(404);
    expect((await submit(share.key, valid())).statusCode).toBe(404);
  });

  it('is another company’s form: its submissions are not read from here', async () => {
    const other = await createTenant(t.app.db, { name: '别家公司', admin: { username: 'smartform-b-admin', realname: '乙管理员', password: 'TenantB@2026' } });
    const otherAdmin = await actor(t, 'smartform-b-admin', 'TenantB@2026');
    const theirs = await createRecord(t, otherAdmin, form(), undefined, { title: '别家的表单', status: '1', questions: QUESTIONS.slice(0, 2) });
    expect(other.tenantId).toBeTruthy();
    expect((await t.signedGet(SMART_FORM_API.submissions, { formId: theirs }, admin.token)).statusCode).toBe(404);
    expect((await t.signedPost(CONTENT_API.share, { apiName: 'cmsSmartForm', id: theirs }, sales.token)).statusCode).toBe(404);
  });
});

describe('the designer', () => {
  it('refuses a choice without options, in the writer’s language', async () => {
    const input = { title: '缺选项', status: '0', questions: [{ label: '预算', questionType: 'choice', isRequired: true, options: ' ' }] };
    const refused = await t.signedPost(RECORD_API.add('cms', 'cmsSmartForm'), input, admin.token);
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).message).toBe('题目第 1 行的选项不能为空');
    const english = await t.signedPost(RECORD_API.add('cms', 'cmsSmartForm'), input, admin.token, { 'Accept-Language': 'en' });
    expect(envelope(english).message).toMatch(/Questions, line 1: Options/);
  });
});
