import { useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import Form from 'antd-mobile/es/components/form/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import { questionFields, SMART_FORM_CHOICE_TYPES, type FieldDef, type PublicSmartForm, type SmartFormQuestion } from '@crm/domain';
import { isLinkGone, LinkGone, LinkKeyAnswer } from '../../lib/link-key/LinkKeyAnswer.tsx';
import { HttpError } from '../../lib/http.ts';
import { queryClient } from '../../lib/query-client.ts';
import { usePageTitle } from '../../lib/route-handle.ts';
import { FieldInput } from '../../records/fields/FieldInput.tsx';
import { checkForm } from '../../records/fields/field-validation.ts';
import { placeholderOf } from '../../records/fields/field-label.ts';
import { smartFormQuery, submitSmartForm } from './api/smart-form.ts';
import { useReadTime, useVisit } from './use-visit.ts';
import styles from './PublicContent.module.css';
import own from './SmartForm.module.css';

/** A link that opens nothing (a draft, a revoked link, an unknown key: the server's 404, none told apart). */
function GoneForm() {
  const { t } = useTranslation();
  return <LinkGone testId="smart-form-gone" title={t('web.content.goneTitle')} text={t('web.content.goneText')} />;
}

/** The messages the server gave by question (a 422's `result.fields`), else none. */
function refusedQuestions(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const fields = (error.envelope?.result as { fields?: Record<string, string> } | null)?.fields;
  return fields && Object.keys(fields).length > 0 ? fields : null;
}

/** One question: a choice's options shown at once to tap, any other type the engine's own input of its field. */
function QuestionInput({
  question,
  field,
  values,
  onChange,
}: {
  question: SmartFormQuestion;
  field: FieldDef;
  values: Record<string, unknown>;
  onChange(value: unknown): void;
}) {
  const { t } = useTranslation();
  const value = values[question.id];
  if (SMART_FORM_CHOICE_TYPES.includes(question.type)) {
    const multiple = question.type === 'multiChoice';
    const chosen = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    return (
      <Selector
        className={own.choices}
        multiple={multiple}
        value={chosen}
        onChange={(next) => onChange(multiple ? next : (next[0] ?? null))}
        options={question.options.map((option) => ({ value: option, label: option }))}
      />
    );
  }
  return <FieldInput field={field} value={value ?? null} values={values} onChange={onChange} mode="add" tableName="" placeholder={placeholderOf(field, t)} />;
}

/**
 * The form: every question with its own checks (the domain's, as the server applies them), the
 * first message under its question; sent once every answer is right, then its thank-you text.
 */
function SmartFormView({ shareKey, form }: { shareKey: string; form: PublicSmartForm }) {
  const { t } = useTranslation();
  const { visitId } = useVisit(shareKey);
  useReadTime(shareKey, visitId);
  usePageTitle({ title: form.title });
  const fields = useMemo(() => questionFields(form.questions), [form.questions]);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const [gone, setGone] = useState(false);

  async function submit() {
    const checked = checkForm(fields, values, 'add', t);
    setErrors(checked.errors);
    setFailure('');
    if (Object.keys(checked.errors).length > 0) return;
    setBusy(true);
    try {
      setThanks(await submitSmartForm(shareKey, checked.values, visitId));
    } catch (error) {
      const refused = refusedQuestions(error);
      if (refused) setErrors(refused);
      else if (isLinkGone(error)) setGone(true);
      else setFailure(t('web.smartForm.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (gone) return <GoneForm />;
  return (
    <main className={styles.content} data-testid="smart-form">
      <p className={styles.company}>{form.companyName}</p>
      <h1 className={styles.title} data-testid="smart-form-title">
        {form.title}
      </h1>
      <p className={styles.meta}>
        <span>{t('web.smartForm.sharedBy', { name: form.sharerName })}</span>
      </p>
      {form.description && <p className={styles.summary}>{form.description}</p>}
      {thanks !== null ? (
        <section className={styles.contact} data-testid="smart-form-thanks">
          <h2 className={styles.heading}>{t('web.smartForm.thanksTitle')}</h2>
          <p className={styles.done} role="status">
            {thanks}
          </p>
        </section>
      ) : (
        <Form
          layout="vertical"
          footer={
            <>
              {failure && (
                <p role="alert" className={styles.error}>
                  {failure}
                </p>
              )}
              <Button block color="primary" size="large" className={styles.target} loading={busy} onClick={() => void submit()} data-testid="smart-form-submit">
                {busy ? t('web.smartForm.submitting') : t('web.smartForm.submit')}
              </Button>
            </>
          }
        >
          {form.questions.map((question, index) => (
            <Form.Item
              key={question.id}
              label={
                <>
                  {question.label}
                  {question.required && (
                    <span className={own.required} title={t('web.smartForm.required')}>
                      *
                    </span>
                  )}
                </>
              }
            >
              <div data-testid={`smart-form-question-${index}`}>
                <QuestionInput
                  question={question}
                  field={fields[index]!}
                  values={values}
                  onChange={(value) => {
                    setValues((before) => ({ ...before, [question.id]: value }));
                    setErrors(({ [question.id]: _answered, ...rest }) => rest);
                  }}
                />
              </div>
              {errors[question.id] && (
                <div role="alert" className={styles.error} data-testid={`smart-form-error-${index}`}>
                  {errors[question.id]}
                </div>
              )}
            </Form.Item>
          ))}
        </Form>
      )}
    </main>
  );
}

/**
 * /smartForm?key= (issue 20, spec section 2, ENGINE-II section 6): the form a salesperson shared,
 * for whoever has the link, without logging in and outside the staff shell. Each load of the page
 * is a visit of the link, as an article's; an accepted submission becomes the sharer's lead.
 */
export function SmartFormPage() {
  const [params] = useSearchParams();
  const shareKey = params.get('key') ?? '';
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.page}>
        <LinkKeyAnswer key={shareKey} linkKey={shareKey} query={smartFormQuery(shareKey)} gone={<GoneForm />}>
          {(form) => <SmartFormView shareKey={shareKey} form={form} />}
        </LinkKeyAnswer>
      </div>
    </QueryClientProvider>
  );
}
