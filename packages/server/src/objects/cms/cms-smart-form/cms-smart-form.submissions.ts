import {
  answerText,
  columnOf,
  entityOf,
  fieldValueSchema,
  questionFields,
  questionsOfLines,
  SMART_FORM_LEAD_FIELDS,
  translate,
  validateRecordInput,
  type FieldDef,
  type PublicSmartForm,
  type RecordRow,
  type SmartFormAnswer,
  type SmartFormLeadField,
  type SmartFormSubmission,
  type SmartFormSubmissionPage,
} from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowText } from '../../../db/dialect.ts';
import type { Database } from '../../../db/schema.ts';
import { notFound } from '../../../http/http-error.ts';
import { toPage, type PageWindow } from '../../../http/paging.ts';
import { openShare } from '../../../modules/content/shares.ts';
import { loadModel, loose } from '../../../modules/records/record-model.ts';
import { addRecordIn, recordById, type RecordCall } from '../../../modules/records/record-service.ts';
import { fieldErrors } from '../../../modules/records/record-validation.ts';

/**
 * A smart form by a link's key, and what its visitors send (SMART_FORM_API): the link opens only
 * a published form with questions (openShare: 404 otherwise, none told apart); an answer is
 * checked against its question by the domain's rules, the same the phone applies; an accepted
 * submission is the sharer's new lead and a row the staff read.
 */

type Lang = RecordCall['lang'];

/** Most characters of a lead's remark (crmClue's field). */
const REMARK_MAX = 2000;
const LEAD_NAME_MAX = 100;

/** The link's form, or 404 for a link to anything else. */
async function openForm(db: Kysely<Database>, lang: Lang, key: string) {
  const opened = await openShare(db, lang, key);
  if (opened.share.apiName !== 'cmsSmartForm') throw notFound();
  return opened;
}

async function companyName(db: Kysely<Database>, tenantId: string): Promise<string> {
  return (await db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow()).name;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** What the public page shows: the form's title, description and questions, and whose link it is; nothing else of the record. */
export async function publicSmartForm(db: Kysely<Database>, lang: Lang, key: string): Promise<PublicSmartForm> {
  const { share, record } = await openForm(db, lang, key);
  return {
    title: String(record.title ?? ''),
    description: textOrNull(record.description),
    questions: questionsOfLines(record.questions),
    companyName: await companyName(db, share.tenantId),
    sharerName: share.sharerName,
  };
}

const isLeadField = (value: unknown): value is SmartFormLeadField => SMART_FORM_LEAD_FIELDS.includes(value as SmartFormLeadField);

/**
 * The lead an accepted submission makes: the answers of questions that fill a lead's field set it
 * (the first answer for a field, when the lead's own rules take it), the others written into its
 * remark under the form's title, in the sharer's language. A lead needs a name: the company's,
 * else the contact's, the mobile, the phone, the email or the form's title.
 */
function leadValues(
  record: RecordRow,
  leadFieldOf: ReadonlyMap<string, SmartFormLeadField>,
  answers: readonly (SmartFormAnswer & { id: string; value: unknown })[],
  lead: { field(name: string): FieldDef | undefined },
  sharerLang: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const remark: string[] = [translate(sharerLang, 'server.smartFormLeadRemark', { title: String(record.title ?? '') })];
  for (const answer of answers) {
    if (answer.answer === '') continue;
    const target = leadFieldOf.get(answer.id);
    const field = target && lead.field(target);
    if (target && field && !(target in values) && fieldValueSchema(field).safeParse(answer.value).success) {
      values[target] = target === 'name' ? answer.answer.slice(0, LEAD_NAME_MAX) : answer.value;
      continue;
    }
    remark.push(`${answer.question}：${answer.answer}`);
  }
  const name = [values.name, values.contactName, values.mobile, values.phone, values.email, record.title].find((value) => textOrNull(value) !== null);
  values.name = String(name ?? '').slice(0, LEAD_NAME_MAX);
  values.remark = remark.join('\n').slice(0, REMARK_MAX);
  return values;
}

/**
 * A visitor's answers to the link's form (`{ [questionId]: value }`): refused whole (422, naming the
 * question) for a question the form does not ask, a required one left blank, or an answer its type
 * or options do not take, and nothing is written; else the sharer's lead and the submission, in
 * one transaction, and the page's visit (`visitId`, when the page counted one) names the lead.
 * Answers the form's thank-you text.
 */
export async function submitSmartForm(
  db: Kysely<Database>,
  lang: Lang,
  key: string,
  input: Readonly<Record<string, unknown>>,
  visitId: string | null = null,
): Promise<{ thankYou: string }> {
  const { share, record, call } = await openForm(db, lang, key);
  const questions = questionsOfLines(record.questions);
  const fields = questionFields(questions);
  const checked = validateRecordInput(fields, input, 'add');
  if (checked.issues.length > 0) throw fieldErrors(lang, { field: (name) => fields.find((field) => field.name === name) }, checked.issues);
  const answers = questions.map((question) => {
    const value = checked.values[question.id] ?? null;
    return { id: question.id, question: question.label, answer: answerText(value), value };
  });
  const rows = Array.isArray(record.questions) ? (record.questions as unknown as Record<string, unknown>[]) : [];
  const leadFieldOf = new Map(rows.flatMap((row) => (typeof row.id === 'string' && isLeadField(row.leadField) ? [[row.id, row.leadField] as const] : [])));
  const sharer = await db.selectFrom('users').select('lang').where('id', '=', share.sharerId).executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const leadModel = await loadModel(trx, share.tenantId, entityOf('crmClue'));
    const values = leadValues(record, leadFieldOf, answers, leadModel, sharer?.lang ?? lang);
    const lead = await addRecordIn(trx, { ...call, db: trx }, leadModel, values, { ownerId: share.sharerId });
    await trx
      .insertInto('smart_form_submissions')
      .values({
        id: randomUUID(),
        tenant_id: share.tenantId,
        form_id: share.recordId,
        share_key: share.key,
        sharer_id: share.sharerId,
        submitted_at: nowText(),
        answers: JSON.stringify(answers.map(({ question, answer }) => ({ question, answer }))),
        lead_id: String(lead.id),
      })
      .execute();
    // The page's visit (its open of the link) shows who it was and the lead, as an article's contact does; another link's visit is left alone.
    if (visitId) {
      await trx
        .updateTable('content_visits')
        .set({
          visitor_name: textOrNull(values.contactName) ?? String(values.name).slice(0, 50),
          visitor_phone: textOrNull(values.mobile ?? values.phone),
          lead_id: String(lead.id),
        })
        .where('share_key', '=', share.key)
        .where('id', '=', visitId)
        .execute();
    }
  });
  return { thankYou: textOrNull(record.thankYou) ?? translate(lang, 'server.smartFormThanks') };
}

const answersOf = (text: string): SmartFormAnswer[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as SmartFormAnswer[]) : [];
  } catch {
    return [];
  }
};

/**
 * The submissions of a form the caller may open (404 otherwise), newest first: all of them for an
 * administrator or the form's author, else those that came through the caller's own links.
 */
export async function formSubmissions(call: RecordCall, formId: string, window: PageWindow): Promise<SmartFormSubmissionPage> {
  const form = await recordById(call, await loadModel(call.db, call.viewer.tenantId, entityOf('cmsSmartForm')), formId);
  let query = call.db
    .selectFrom('smart_form_submissions')
    .innerJoin('users', 'users.id', 'smart_form_submissions.sharer_id')
    .where('smart_form_submissions.tenant_id', '=', call.viewer.tenantId)
    .where('smart_form_submissions.form_id', '=', formId);
  if (!call.viewer.admin && form.createBy !== call.viewer.userId) query = query.where('smart_form_submissions.sharer_id', '=', call.viewer.userId);
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await query
    .select([
      'smart_form_submissions.id',
      'smart_form_submissions.submitted_at as submittedAt',
      'smart_form_submissions.answers',
      'smart_form_submissions.lead_id as leadId',
      'users.realname as sharerName',
    ])
    .orderBy('smart_form_submissions.submitted_at', 'desc')
    .orderBy('smart_form_submissions.id', 'desc')
    .limit(window.size)
    .offset(window.offset)
    .execute();
  const leadIds = rows.flatMap((row) => (row.leadId ? [row.leadId] : []));
  const leads =
    leadIds.length === 0
      ? []
      : await loose(call.db)
          .selectFrom(entityOf('crmClue').table)
          .select(['id', `${columnOf('name')} as name`])
          .where('tenant_id', '=', call.viewer.tenantId)
          .where('id', 'in', leadIds)
          .execute();
  const leadNames = new Map(leads.map((lead) => [String(lead.id), String(lead.name ?? '')]));
  const records: SmartFormSubmission[] = rows.map((row) => ({
    id: row.id,
    submittedAt: row.submittedAt,
    sharerName: row.sharerName,
    answers: answersOf(row.answers),
    leadId: row.leadId,
    leadName: row.leadId ? (leadNames.get(row.leadId) ?? null) : null,
  }));
  return toPage(records, total, window);
}
