import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Button, Icon, Skeleton, toast, type IconName } from '@playdeck/ui';
import { paymentPasswordProblems, type PaymentPasswordField as Field } from '@playdeck/domain';
import { ApiError, walletErrorCodes } from '@playdeck/contract';
import { PaymentPasswordField } from '../../shell/forms/fields';
import { useSecurityInfo, useSetPaymentPassword } from './queries';
import * as styles from './account.css';
import { QueryFailed } from '../../shell/QueryStates';

const EMPTY: Record<Field, string> = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

function SecurityItem({
  icon,
  label,
  value,
  children,
}: {
  icon: IconName;
  label: string;
  value: string;
  children?: React.ReactNode;
}) {
  return (
    <li className={styles.item}>
      <p className={styles.itemLabel}>
        <Icon name={icon} />
        {label}
      </p>
      <p className={styles.itemValue}>{value}</p>
      {children}
    </li>
  );
}

/**
 * /m/securityCenter: what protects the account (login password, payment password, bound phone
 * and e-mail, shown masked) and the payment password form: set it the first time, or change it
 * with the current one.
 */
export default function SecurityCentrePage() {
  const { t } = useTranslation();
  const info = useSecurityInfo();
  const save = useSetPaymentPassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (info.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={t('common.loading')}>
        <Skeleton aspectRatio={2} />
      </div>
    );
  }
  if (!info.data) {
    return (
      <div className={styles.page} role="alert">
        <QueryFailed title={t('security.failed')} onRetry={() => void info.refetch()} />
      </div>
    );
  }
  const data = info.data;
  const changing = data.paymentPasswordSet;
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = paymentPasswordProblems(values, changing);
    const next: Partial<Record<Field, string>> = {};
    for (const [field, problem] of Object.entries(problems) as [Field, string][])
      next[field] = t(`security.problem.${problem as 'required'}`);
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(
      {
        ...(changing ? { oldPaymentPassword: values.oldPassword } : {}),
        newPaymentPassword: values.newPassword,
        confirmPaymentPassword: values.confirmPassword,
      },
      {
        onSuccess: () => {
          toast.show(t(changing ? 'security.changed' : 'security.saved'), { tone: 'success' });
          setValues(EMPTY);
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            error.errorCode === walletErrorCodes.paymentPasswordWrong
          )
            setErrors({ oldPassword: t('security.problem.wrongOld') });
        },
      },
    );
  };

  const bound = (on: boolean, value?: string | null) =>
    on ? (value ?? t('security.bound')) : t('security.notBound');

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="security-title">
        <h1 className={styles.heading} id="security-title">
          {t('security.title')}
        </h1>
        <ul className={styles.list}>
          <SecurityItem
            icon="lock"
            label={t('security.loginPassword')}
            value={t(data.loginPasswordSet ? 'security.set' : 'security.notSet')}
          />
          <li className={styles.item}>
            <span />
            <Link to="/m/changePsw" className={styles.link}>
              {t('security.changeLoginPassword')}
              <Icon name="chevron-right" size="sm" />
            </Link>
          </li>
          <SecurityItem
            icon="wallet"
            label={t('security.paymentPassword')}
            value={t(data.paymentPasswordSet ? 'security.set' : 'security.notSet')}
          />
          <SecurityItem
            icon="user"
            label={t('security.mobile')}
            value={bound(data.mobileBound, data.mobile)}
          />
          <SecurityItem
            icon="mail"
            label={t('security.email')}
            value={bound(data.emailBound, data.email)}
          />
        </ul>
      </section>

      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="payment-title">
        <h2 className={styles.heading} id="payment-title">
          {t(changing ? 'security.changePayment' : 'security.setPayment')}
        </h2>
        <p className={styles.muted}>{t('security.paymentHint')}</p>
        {changing ? (
          <PaymentPasswordField
            label={t('security.oldPayment')}
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={errors.oldPassword}
          />
        ) : null}
        <PaymentPasswordField
          label={t('security.newPayment')}
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PaymentPasswordField
          label={t('security.confirmPayment')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Button type="submit" block loading={save.isPending}>
          {t(changing ? 'security.submitChange' : 'security.submitSet')}
        </Button>
      </form>
    </div>
  );
}
