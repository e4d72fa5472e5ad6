import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  forgotPasswordByEmail,
  login,
  setPasswordByPhone,
  smsNoLogin,
} from '@playdeck/contract';
import {
  AccountTiming,
  fieldClearedAfterSetPasswordFailure,
  HOME_ROUTE,
  LOGIN_ROUTE,
  mobileMinimum,
  problem,
  retrievalModes,
  retrieveByEmailSchema,
  setPasswordByPhoneSchema,
  type RetrievalMode,
  type RetrieveByEmailForm,
  type SetPasswordByPhoneForm,
} from '@playdeck/domain';
import { Button, EmptyState, PasswordField, Tabs, TextField, toast } from '@playdeck/ui';
import { api } from '../../api/client';
import { PageHeader } from '../../app/PageHeader';
import { PageLoading } from '../../app/PageStates';
import { canGoBack } from '../../app/useRouteMeta';
import { hideLoading, showLoading } from '../../stores/ui';
import { useSiteConfig } from '../system/useSiteConfig';
import { MobileField, SmsCodeField, useDefaultDialingCode } from './fields';
import { useCallErrorText, useProblemText } from './formText';
import { useRegisterRules } from './queries';
import { loginDeviceId, startSession } from './signIn';
import * as styles from './auth.css';

function CallError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.notice} role="alert">
      {message}
    </p>
  ) : null;
}

/** By e-mail (spec 1 §5): username and e-mail, both trimmed; success for 1 s, then back. */
function EmailRetrieval() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const errorText = useCallErrorText();
  const [callError, setCallError] = useState<string | null>(null);
  const form = useForm<RetrieveByEmailForm>({
    resolver: zodResolver(retrieveByEmailSchema),
    defaultValues: { username: '', email: '' },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setCallError(null);
    try {
      await api.call(forgotPasswordByEmail, values);
    } catch (error) {
      setCallError(errorText(error));
      return;
    }
    toast.show(t('auth.forget.emailSent'), {
      duration: AccountTiming.successPause,
      tone: 'success',
    });
    await new Promise((done) => setTimeout(done, AccountTiming.successPause));
    if (canGoBack()) void navigate(-1);
    else void navigate(LOGIN_ROUTE, { replace: true });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t('auth.forget.emailIntro')}</p>
      <TextField
        label={t('auth.field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={problemText(formState.errors.username?.message)}
        {...register('username')}
      />
      <TextField
        label={t('auth.field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={problemText(formState.errors.email?.message)}
        {...register('email')}
      />
      <CallError message={callError} />
      <Button
        type="submit"
        block
        loading={formState.isSubmitting}
        loadingLabel={t('toast.pleaseWait')}
      >
        {t('auth.forget.submitEmail')}
      </Button>
    </form>
  );
}

/**
 * By phone (spec 1 §4, §5): new password, mobile and SMS code. Submit stays off until a field was
 * touched and none has a problem. Success logs in with the new password; a same-password refusal
 * clears the password, any other the code.
 */
function PhoneRetrieval() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const errorText = useCallErrorText();
  const defaultCode = useDefaultDialingCode();
  const rules = useRegisterRules();
  const [callError, setCallError] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const form = useForm<SetPasswordByPhoneForm>({
    resolver: zodResolver(setPasswordByPhoneSchema(mobileMinimum(rules.data?.mobileNum))),
    mode: 'onTouched',
    defaultValues: {
      newPassword: '',
      countryDialingCode: defaultCode,
      mobileNum: '',
      verificationCode: '',
    },
  });
  const {
    register,
    handleSubmit,
    formState,
    setValue,
    setError,
    getFieldState,
    control,
    trigger,
    getValues,
  } = form;
  const dialingCode = useWatch({ control, name: 'countryDialingCode' });

  useEffect(() => {
    if (!getFieldState('countryDialingCode').isDirty) setValue('countryDialingCode', defaultCode);
  }, [defaultCode, setValue, getFieldState]);

  const requestCode = async (): Promise<boolean> => {
    setCallError(null);
    if (!(await trigger(['countryDialingCode', 'mobileNum']))) return false;
    try {
      const sent = await api.call(smsNoLogin, {
        countryDialingCode: getValues('countryDialingCode'),
        mobileNum: getValues('mobileNum').trim(),
      });
      setExpiresAt(sent.expirationTime);
      return true;
    } catch (error) {
      setCallError(errorText(error));
      return false;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setCallError(null);
    const mobile = values.mobileNum.trim();
    showLoading(t('toast.pleaseWait'), AccountTiming.loadingMax);
    try {
      await api.call(setPasswordByPhone, {
        newPassword: values.newPassword,
        mobileNum: mobile,
        verificationCode: values.verificationCode.trim(),
        countryDialingCode: values.countryDialingCode,
      });
    } catch (error) {
      hideLoading();
      const code = error instanceof ApiError ? error.errorCode : null;
      const cleared = fieldClearedAfterSetPasswordFailure(code);
      setValue(cleared, '');
      setError(cleared, {
        message: problem(cleared === 'newPassword' ? 'samePassword' : 'codeWrong'),
      });
      setCallError(errorText(error));
      return;
    }
    // The new password works at once: log in with it (spec 1 §4).
    try {
      const value = await api.call(login, {
        type: 'username',
        username: mobile,
        password: values.newPassword,
        countryDialingCode: values.countryDialingCode,
        loginDeviceId: loginDeviceId(),
      });
      startSession(value);
      hideLoading();
      toast.show(t('auth.forget.phoneDone'), {
        duration: AccountTiming.successPause,
        tone: 'success',
      });
      void navigate(HOME_ROUTE, { replace: true });
    } catch {
      hideLoading();
      toast.show(t('auth.forget.phoneDoneLogin'), { duration: 'short', tone: 'success' });
      void navigate(LOGIN_ROUTE, { replace: true });
    }
  });

  const ready = formState.isDirty && formState.isValid;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t('auth.forget.phoneIntro')}</p>
      <PasswordField
        label={t('auth.forget.newPassword')}
        toggleLabel={t('auth.login.showPassword')}
        autoComplete="new-password"
        error={problemText(formState.errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <MobileField
        label={t('auth.field.mobileNum')}
        dialingCode={dialingCode}
        onDialingCodeChange={(code) => setValue('countryDialingCode', code, { shouldDirty: true })}
        error={problemText(formState.errors.mobileNum?.message)}
        {...register('mobileNum')}
      />
      <SmsCodeField
        label={t('auth.field.verificationCode')}
        onRequest={requestCode}
        expiresAt={expiresAt}
        error={problemText(formState.errors.verificationCode?.message)}
        {...register('verificationCode')}
      />
      <CallError message={callError} />
      <Button type="submit" block disabled={!ready} loading={formState.isSubmitting}>
        {t('auth.forget.submitPhone')}
      </Button>
    </form>
  );
}

/**
 * /m/forget (spec 1 §2, §4, §5): phone or e-mail when CHNGPASSVERIF3 is on (starting on phone),
 * else e-mail only; a customer-service link for anyone stuck.
 */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const { modes, initial } = retrievalModes(config.flags);
  const [chosen, setChosen] = useState<RetrievalMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : initial;
  const formFor = (m: RetrievalMode) => (m === 'phone' ? <PhoneRetrieval /> : <EmailRetrieval />);
  const anyOn = config.flags.CHNGPASSVERIF3 === true || config.flags.CHNGPASSMAIL3 === true;

  return (
    <>
      <PageHeader />
      <div className={styles.page}>
        {!config.ready ? (
          <PageLoading />
        ) : !anyOn ? (
          <EmptyState
            icon="lock"
            title={t('auth.forget.closedTitle')}
            hint={t('auth.forget.closed')}
          />
        ) : modes.length > 1 ? (
          <Tabs
            variant="segmented"
            label={t('auth.forget.modeLabel')}
            value={mode}
            onValueChange={(v) => setChosen(v as RetrievalMode)}
            items={modes.map((m) => ({
              value: m,
              label: m === 'phone' ? t('auth.forget.modePhone') : t('auth.forget.modeEmail'),
              content: formFor(m),
            }))}
          />
        ) : (
          formFor(mode)
        )}
        {config.customerServiceUrl ? (
          <p className={styles.prompt}>
            {t('auth.forget.needHelp')}
            <a
              className={styles.textLink}
              href={config.customerServiceUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('auth.forget.customerService')}
            </a>
          </p>
        ) : null}
      </div>
    </>
  );
}
