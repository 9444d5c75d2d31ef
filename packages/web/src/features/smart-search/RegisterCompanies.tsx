import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { RECORD_API, type RegisteredCompany } from '@crm/domain';
import { http } from '../../lib/http.ts';
import { usePermission } from '../../lib/permission.tsx';
import { resultOf } from '../../lib/shared-queries.ts';
import { manifestOf } from '../../records/definitions.ts';
import styles from './SmartSearch.module.css';

const registerQuery = (name: string) =>
  queryOptions({
    queryKey: ['businessInfo', name] as const,
    queryFn: ({ signal }) => http.get<RegisteredCompany[]>(RECORD_API.businessInfo, { name }, { signal }).then(resultOf),
    // The register changes seldom, and each question may cost the company money.
    staleTime: 3_600_000,
  });

/** A customer's form filled with what the register says of the company. */
function customerFormOf(addRoute: string, company: RegisteredCompany): string {
  const values: Record<string, string> = { name: company.name };
  const from: [string, string | null][] = [
    ['taxId', company.creditCode],
    ['phone', company.phone],
    ['email', company.email],
    ['website', company.website],
    ['address', company.address],
  ];
  for (const [field, value] of from) if (value) values[field] = value;
  return `${addRoute}?${new URLSearchParams(values).toString()}`;
}

/**
 * The register's data for the keyword (issue 21), when the deployment names a provider: asked
 * only when the salesperson taps (each question may be paid for), each company with what a caller
 * checks first, and made a customer in one tap unless one of that name is already among the
 * matches.
 */
export function RegisterCompanies({ name, customerTitles }: { name: string; customerTitles: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const [asked, setAsked] = useState<string | null>(null);
  const register = useQuery({ ...registerQuery(name), enabled: asked === name });
  const addRoute = manifestOf('crmCustomer')?.routes.add;
  const mayAdd = Boolean(addRoute) && can('crm:crmCustomer:add');

  if (asked !== name) {
    return (
      <div className={styles.register}>
        <Button block fill="outline" color="primary" style={{ minHeight: 44 }} onClick={() => setAsked(name)} data-testid="register-ask">
          {t('web.smartSearch.registerAsk', { name })}
        </Button>
      </div>
    );
  }
  const companies = register.data ?? [];
  return (
    <section className={styles.register} data-testid="register-companies">
      <div className={styles.registerTitle}>{t('web.smartSearch.register')}</div>
      {register.isPending && <p className={styles.hint}>…</p>}
      {register.isError && (
        <div className={styles.registerNote} data-testid="register-failed">
          <span>{t('web.smartSearch.registerFailed')}</span>
          <Button size="small" style={{ minHeight: 44 }} onClick={() => void register.refetch()}>
            {t('web.list.retry')}
          </Button>
        </div>
      )}
      {register.isSuccess && companies.length === 0 && <p className={styles.registerNote}>{t('web.smartSearch.registerNone')}</p>}
      {companies.map((company) => (
        <div key={`${company.name}:${company.creditCode ?? ''}`} className={styles.company} data-testid="register-company">
          <div className={styles.matchHead}>
            <span className={styles.title}>{company.name}</span>
            {company.status && <span className={styles.kind}>{company.status}</span>}
          </div>
          <dl className={styles.facts}>
            {(
              [
                ['creditCode', company.creditCode],
                ['legalRepresentative', company.legalRepresentative],
                ['registeredCapital', company.registeredCapital],
                ['establishedDate', company.establishedDate],
                ['businessScope', company.businessScope],
              ] as const
            ).map(([label, value]) =>
              value ? (
                <div key={label}>
                  <dt>{t(`web.smartSearch.${label}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ) : null,
            )}
            {company.address && (
              <div>
                <dt>{t('entity.crmCustomer.address')}</dt>
                <dd>{company.address}</dd>
              </div>
            )}
          </dl>
          {customerTitles.has(company.name) ? (
            <span className={styles.line}>{t('web.smartSearch.alreadyCustomer')}</span>
          ) : (
            mayAdd && (
              <Button
                size="small"
                color="primary"
                style={{ minHeight: 44 }}
                onClick={() => void navigate(customerFormOf(addRoute!, company))}
                data-testid="register-to-customer"
              >
                {t('web.smartSearch.toCustomer')}
              </Button>
            )
          )}
        </div>
      ))}
    </section>
  );
}
