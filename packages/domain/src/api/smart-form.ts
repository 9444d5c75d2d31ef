import type { FieldDef, FieldType } from '../entities/types.ts';
import type { Page } from './envelope.ts';

/**
 * Smart forms (issue 20, spec section 2 `/smartForm`, ENGINE-II section 6): a company designs a
 * form (cmsSmartForm, its questions as lines), a salesperson shares it by their link (CONTENT_API.share,
 * like an article), and whoever opens the link fills it without logging in. The public calls name
 * the form by the link's key only, take only the form's questions, each checked by the same rules
 * on the phone and on the server (`questionFields` → the domain's validateRecordInput), and each
 * accepted submission becomes the sharer's lead and is kept for the staff to see.
 */
export const SMART_FORM_API = {
  /** GET ?key= → PublicSmartForm (no login): the form's title, description and questions, nothing else of the record. */
  publicForm: '/cms/public/smartForm',
  /**
   * POST { key, answers: { [questionId]: value }, visitId? } → { thankYou }: the form's thank-you text; 422 naming the question.
   * `visitId`, the page's visit (CONTENT_API.publicOpened), then shows who sent it and the lead.
   */
  publicSubmit: '/cms/public/smartForm/submit',
  /** GET ?formId=&pageNo=&pageSize= → Page<SmartFormSubmission>, newest first: a form the caller may open. */
  submissions: '/cms/cmsSmartForm/submissions',
} as const;

/** The kinds of question a public form asks: the engine's field types a visitor can answer. */
export const SMART_FORM_QUESTION_TYPES = ['text', 'textarea', 'mobile', 'phone', 'email', 'number', 'date', 'choice', 'multiChoice'] as const;
export type SmartFormQuestionType = (typeof SMART_FORM_QUESTION_TYPES)[number];

/** The question types whose answers are picked from the question's options. */
export const SMART_FORM_CHOICE_TYPES: readonly SmartFormQuestionType[] = ['choice', 'multiChoice'];

/** The lead's fields a question may fill (crmClue's); the answers to the other questions go into the lead's remark. */
export const SMART_FORM_LEAD_FIELDS = ['name', 'contactName', 'mobile', 'phone', 'email', 'address'] as const;
export type SmartFormLeadField = (typeof SMART_FORM_LEAD_FIELDS)[number];

/** Longest option value (a choice's value is its text, at most this long, as the engine's choices are). */
const OPTION_MAX = 64;

export interface SmartFormQuestion {
  /** The question's line id: the key of its answer. */
  id: string;
  label: string;
  type: SmartFormQuestionType;
  required: boolean;
  /** A choice's options, in order; none for the other types. */
  options: string[];
}

export interface PublicSmartForm {
  title: string;
  description: string | null;
  questions: SmartFormQuestion[];
  companyName: string;
  sharerName: string;
}

export interface SmartFormAnswer {
  question: string;
  /** The answer as text (a multiple choice's options joined by '、'); empty when not answered. */
  answer: string;
}

export interface SmartFormSubmission {
  id: string;
  submittedAt: string;
  sharerName: string;
  answers: SmartFormAnswer[];
  /** The lead it became. */
  leadId: string | null;
  leadName: string | null;
}

export type SmartFormSubmissionPage = Page<SmartFormSubmission>;

/** A choice question's options: one per line of its text, trimmed, each once, none empty. */
export function optionsOfText(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const options = text
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, OPTION_MAX))
    .filter((line) => line !== '');
  return [...new Set(options)];
}

const isQuestionType = (value: unknown): value is SmartFormQuestionType => SMART_FORM_QUESTION_TYPES.includes(value as SmartFormQuestionType);

/** A form's stored question lines (cmsSmartFormQuestion: label, questionType, isRequired, options) as the public form asks them. */
export function questionsOfLines(rows: unknown): SmartFormQuestion[] {
  if (!Array.isArray(rows)) return [];
  return (rows as Record<string, unknown>[]).flatMap((row) => {
    const type = row.questionType;
    if (!isQuestionType(type) || typeof row.id !== 'string') return [];
    const choice = SMART_FORM_CHOICE_TYPES.includes(type);
    return [
      {
        id: row.id,
        label: String(row.label ?? ''),
        type,
        required: row.isRequired === true,
        options: choice ? optionsOfText(row.options) : [],
      },
    ];
  });
}

const FIELD_OF_TYPE: Record<SmartFormQuestionType, { type: FieldType; maxLength?: number; phoneKind?: 'mobile'; decimals?: number }> = {
  text: { type: 'text', maxLength: 200 },
  textarea: { type: 'textarea', maxLength: 2000 },
  mobile: { type: 'phone', phoneKind: 'mobile', maxLength: 30 },
  phone: { type: 'phone', maxLength: 30 },
  email: { type: 'email', maxLength: 100 },
  number: { type: 'number', decimals: 2 },
  date: { type: 'date' },
  choice: { type: 'dict' },
  multiChoice: { type: 'dictMulti' },
};

/**
 * The questions as the engine's fields (their labels and options literal, as an administrator's
 * custom fields are): what both the phone and the server check the answers against with
 * validateRecordInput, so an answer refused on one is refused on the other in the same words.
 */
export function questionFields(questions: readonly SmartFormQuestion[]): FieldDef[] {
  return questions.map((question) => ({
    name: question.id,
    label: question.label,
    custom: true,
    required: question.required,
    ...FIELD_OF_TYPE[question.type],
    ...(SMART_FORM_CHOICE_TYPES.includes(question.type) ? { options: question.options.map((option) => ({ value: option, label: option })) } : {}),
  }));
}

/** An answer as the staff read it: a multiple choice's options joined, a number or date as given, nothing as ''. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join('、');
  return String(value);
}
