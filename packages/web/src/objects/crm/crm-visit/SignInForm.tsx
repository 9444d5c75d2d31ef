import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../../lib/i18n.ts';
import Button from 'antd-mobile/es/components/button/index.js';
import DotLoading from 'antd-mobile/es/components/dot-loading/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { measureSignIn, pointOf, VISIT_SIGN_STATE, type VisitSignTarget } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { ImagesInput } from '../../../records/fields/input/ImagesFieldInput.tsx';
import formStyles from '../../../records/form/RecordForm.module.css';
import { distanceText, type SignInInput } from './visit-api.ts';
import { usePosition, type PositionState } from './use-position.ts';
import { signStateColor, signStateLabel } from './sign-state.ts';
import styles from './Visit.module.css';

function PositionLine({ position, onLocate }: { position: PositionState; onLocate: () => void }) {
  const { t } = useTranslation();
  const problem = position.status === 'denied' || position.status === 'unavailable' || position.status === 'unsupported';
  return (
    <div className={styles.positionLine} data-testid="sign-position" data-status={position.status}>
      {position.status === 'locating' && (
        <span>
          <DotLoading /> {t('entity.crmVisit.signPage.locating')}
        </span>
      )}
      {position.status === 'located' && (
        <span>
          <EnvironmentOutline /> {t('entity.crmVisit.signPage.located', { accuracy: position.accuracy })}
        </span>
      )}
      {problem && (
        <div role="alert" className={styles.problem}>
          {t(`entity.crmVisit.signPage.${position.status}`)}
        </div>
      )}
      {(problem || position.status === 'located') && position.status !== 'unsupported' && (
        <Button size="small" fill="outline" color="primary" className={styles.relocate} onClick={onLocate} data-testid="sign-relocate">
          {t('entity.crmVisit.signPage.relocate')}
        </Button>
      )}
    </div>
  );
}

/** How far the phone is from the customer and what the sign-in will be recorded as, before it is sent. */
function DistanceCard({ position, target }: { position: PositionState; target: VisitSignTarget }) {
  const { t } = useTranslation();
  if (position.status !== 'located') return null;
  const { distance, state } = measureSignIn(position.point, pointOf(target.address), target.farMeters);
  const far = target.farMeters;
  const explanation =
    state === VISIT_SIGN_STATE.onSite
      ? t('entity.crmVisit.signPage.onSite', { far })
      : state === VISIT_SIGN_STATE.far
        ? t('entity.crmVisit.signPage.far', { far })
        : t('entity.crmVisit.signPage.noLocation');
  return (
    <div className={styles.distanceCard} data-testid="sign-distance" data-state={state}>
      <div className={styles.distanceHead}>
        {distance !== null && <strong>{t('entity.crmVisit.signPage.distance', { distance: distanceText(distance, t) })}</strong>}
        <Tag color={signStateColor(state)} fill="outline">
          {tKey(t, signStateLabel(state))}
        </Tag>
      </div>
      <div className={styles.weak}>{explanation}</div>
    </div>
  );
}

export interface SignInFormProps {
  /** Where the customer is and the tenant's threshold; absent while loading or before a customer is chosen. */
  target: VisitSignTarget | undefined;
  /** Sends the sign-in; rejects with the server's refusal (its field errors shown here). */
  onSubmit(input: SignInInput): Promise<void>;
  submitting: boolean;
  /** Field errors the server answered, by field name. */
  errors: Readonly<Record<string, string>>;
  /** Checked before anything is sent (a customer chosen on the unplanned visit's page); a message, or null. */
  precheck?: () => string | null;
}

/**
 * The sign-in on arrival (spec crmVisitSign): the phone's position (asked at once, again on
 * demand; a refusal says how to allow it, and nothing typed is lost), the distance from the
 * customer and what it will be recorded as, an address (the customer's, to correct), photos (at
 * most six, compressed at 0.5 by the images input), and the button.
 */
export function SignInForm({ target, onSubmit, submitting, errors, precheck }: SignInFormProps) {
  const { t } = useTranslation();
  const { position, locate } = usePosition();
  // The customer's address until the user writes their own.
  const [typed, setTyped] = useState<string | null>(null);
  const address = typed ?? target?.address?.text ?? '';
  const [images, setImages] = useState<unknown[]>([]);

  async function submit() {
    const problem = precheck?.() ?? null;
    if (problem) {
      feedback.toast(problem);
      return;
    }
    if (position.status !== 'located') {
      feedback.toast(t('entity.crmVisit.signPage.needPosition'));
      return;
    }
    await onSubmit({ signLocation: { text: address.trim(), ...position.point }, signImages: images.length > 0 ? images : null }).catch(() => undefined);
  }

  return (
    <div data-testid="sign-form">
      <section className={styles.card} aria-label={t('entity.crmVisit.signPage.position')}>
        <div className={styles.cardTitle}>{t('entity.crmVisit.signPage.position')}</div>
        <PositionLine position={position} onLocate={locate} />
        {target && <DistanceCard position={position} target={target} />}
        {errors.signLocation && (
          <div role="alert" className={formStyles.error}>
            {errors.signLocation}
          </div>
        )}
      </section>
      <section className={styles.card}>
        <label className={styles.cardTitle} htmlFor="sign-address">
          {t('entity.crmVisit.signPage.address')}
        </label>
        <Input
          id="sign-address"
          data-testid="sign-address"
          value={address}
          onChange={setTyped}
          placeholder={t('entity.crmVisit.signPage.addressPlaceholder')}
          maxLength={500}
          clearable
        />
      </section>
      <section className={styles.card} data-testid="sign-photos">
        <div className={styles.cardTitle}>{t('entity.crmVisit.signPage.photos')}</div>
        <ImagesInput value={images} onChange={setImages} maxCount={6} label={t('entity.crmVisit.signPage.photos')} />
        {errors.signImages && (
          <div role="alert" className={formStyles.error}>
            {errors.signImages}
          </div>
        )}
      </section>
      <div className={styles.submitRow}>
        <Button
          block
          color="primary"
          size="large"
          loading={submitting}
          disabled={position.status !== 'located'}
          onClick={() => void submit()}
          data-testid="sign-submit"
        >
          {t('entity.crmVisit.signPage.submit')}
        </Button>
      </div>
    </div>
  );
}
