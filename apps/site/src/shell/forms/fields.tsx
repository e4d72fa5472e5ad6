import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../i18n';
import {
  CaptchaField,
  Icon,
  PasswordField,
  SmsCountdownButton,
  TextField,
  type TextFieldProps,
} from '@playdeck/ui';
import { MOBILE_INPUT_MAX, SMS_CODE_MAX } from '@playdeck/domain';
import { FALLBACK_DIALING_CODE, useCountries } from './formQueries';
import * as styles from './fields.css';

const CountrySheet = lazy(() => import('./CountrySheet'));

/** The dialling code as the start of the mobile field; tapping it opens the country picker. */
export function DialingCodePicker({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The countries are asked for with the field (a deployment's first country is the default).
  useCountries();
  return (
    <>
      <button
        type="button"
        className={styles.dialButton}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('auth.login.dialingCode', { code: value })}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        +{value}
        <Icon name="chevron-down" size="sm" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CountrySheet value={value} onChange={onChange} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Fills the dialling code with the operator's first country once the list arrives. */
export function useDefaultDialingCode(): string {
  const { data } = useCountries();
  return data?.[0]?.dialingCode ?? FALLBACK_DIALING_CODE;
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'prefix'>;

/** Mobile number with its dialling code in front (spec 1 §2); at most 20 characters. */
export function MobileField({
  dialingCode,
  onDialingCodeChange,
  error,
  label,
  ...input
}: InputProps & {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  error?: string;
  label: string;
}) {
  return (
    <TextField
      {...input}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={MOBILE_INPUT_MAX}
      error={error}
      prefix={<DialingCodePicker value={dialingCode} onChange={onDialingCodeChange} />}
    />
  );
}

/**
 * The SMS code with its get-code button (spec 1 §4): `onRequest` validates the number first and
 * resolves false to stay ready; the count runs to the server's expiry.
 */
export function SmsCodeField({
  onRequest,
  expiresAt,
  error,
  label,
  ...input
}: InputProps & {
  onRequest: () => Promise<boolean>;
  expiresAt: number | null;
  error?: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      {...input}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX}
      error={error}
      endSlot={
        <SmsCountdownButton
          onRequest={onRequest}
          expiresAt={expiresAt}
          label={t('auth.sms.getCode')}
          sendingLabel={t('toast.sending')}
          sentLabel={t('toast.smsSent')}
          countdownLabel={(s) => t('auth.sms.countdown', { seconds: s })}
        />
      }
    />
  );
}

/** The captcha input with its picture (tap for a new one). */
export function CaptchaInput({
  captcha,
  error,
  maxLength = 6,
  hint,
  ...input
}: Omit<TextFieldProps, 'label'> & {
  captcha: { image?: string; loading: boolean; failed: boolean; refresh: () => void };
  error?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <CaptchaField
      {...input}
      label={t('auth.captcha.label')}
      hint={hint}
      error={error}
      maxLength={maxLength}
      image={captcha.image}
      imageLoading={captcha.loading}
      imageError={captcha.failed ? t('auth.captcha.failed') : undefined}
      onRefresh={captcha.refresh}
      refreshLabel={t('auth.captcha.refresh')}
    />
  );
}

/** The 6-digit payment password (security centre, withdrawals), hidden until the toggle shows it. */
export function PaymentPasswordField({
  label,
  value,
  onChange,
  error,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** `current-password`, `new-password`, or `off` where the browser should not offer one. */
  autoComplete: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={label}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      toggleLabel={t('security.showPassword')}
    />
  );
}
