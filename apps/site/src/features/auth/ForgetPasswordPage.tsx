import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@playdeck/contract';
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
import { logIn } from '../../api/logIn';
import { PageHeader } from '../../shell/PageHeader';
import { PageLoading } from '../../shell/PageStates';
import { canGoBack } from '../../shell/routeMeta';
import { hideLoading, showLoading } from '../../stores/ui';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useDefaultDialingCode } from '../../shell/forms/fields';
import { FormSubmit, useFormError } from '../../shell/forms/FormSubmit';
import { useProblemText } from '../../shell/forms/formText';
import { useForgotPasswordByEmail, useSetPasswordByPhone } from './accountQueries';
import { useRegisterRules } from './queries';
import { PhoneCodeFields, usePhoneCode } from './PhoneCode';
import * as styles from './auth.css';
import { linkTarget } from '../../lib/linkTarget';

/** By e-mail (spec 1 §5): username and e-mail, both trimmed; success for 1 s, then back. */
function EmailRetrieval() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const formError = useFormError();
  const sendEmail = useForgotPasswordByEmail();
  const form = useForm<RetrieveByEmailForm>({
    resolver: zodResolver(retrieveByEmailSchema),
    defaultValues: { username: '', email: '' },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    formError.clear();
    try {
      await sendEmail.mutateAsync(values);
    } catch (error) {
      formError.fromCall(error);
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
      <FormSubmit
        error={formError.message}
        label={t('auth.forget.submitEmail')}
        loadingLabel={t('toast.pleaseWait')}
        submitting={formState.isSubmitting}
      />
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
  const formError = useFormError();
  const defaultCode = useDefaultDialingCode();
  const rules = useRegisterRules();
  const setPassword = useSetPasswordByPhone();
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
  const { register, handleSubmit, formState, setValue, setError } = form;
  const phoneCode = usePhoneCode(form, formError);

  const onSubmit = handleSubmit(async (values) => {
    formError.clear();
    const mobile = values.mobileNum.trim();
    showLoading(t('toast.pleaseWait'), AccountTiming.loadingMax);
    try {
      await setPassword.mutateAsync({
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
      formError.fromCall(error);
      return;
    }
    // The new password works at once: log in with it (spec 1 §4).
    try {
      await logIn({
        type: 'username',
        username: mobile,
        password: values.newPassword,
        countryDialingCode: values.countryDialingCode,
      });
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
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.intro}>{t('auth.forget.phoneIntro')}</p>
        <PhoneCodeFields form={form} codeName="verificationCode" phoneCode={phoneCode} />
        {/* The number and its code first, then the new password: the order a player thinks in. */}
        <PasswordField
          label={t('auth.forget.newPassword')}
          toggleLabel={t('auth.login.showPassword')}
          autoComplete="new-password"
          error={problemText(formState.errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <FormSubmit
          error={formError.message}
          label={t('auth.forget.submitPhone')}
          submitting={formState.isSubmitting}
          disabled={!ready}
        />
      </form>
      {phoneCode.humanCheck}
    </>
  );
}

/**
 * /m/forget (spec 1 §2, §4, §5): e-mail always, and phone as well when CHNGPASSVERIF3 is on
 * (starting on phone); a "closed" page only when the operator turned both ways off explicitly.
 * The customer-service link is offered either way, for anyone stuck.
 */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const { modes, initial } = retrievalModes(config.flags);
  const [chosen, setChosen] = useState<RetrievalMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : initial;
  const formFor = (m: RetrievalMode) => (m === 'phone' ? <PhoneRetrieval /> : <EmailRetrieval />);
  const serviceLink = config.customerServiceUrl ? (
    <a
      className={styles.textLink}
      href={config.customerServiceUrl}
      {...linkTarget(config.customerServiceUrl)}
    >
      {t('auth.forget.customerService')}
    </a>
  ) : null;

  return (
    <>
      <PageHeader />
      <div className={styles.page}>
        {!config.ready ? (
          <PageLoading />
        ) : !mode ? (
          <EmptyState
            icon="lock"
            title={t('auth.forget.closedTitle')}
            hint={t('auth.forget.closed')}
            action={
              config.customerServiceUrl ? (
                <Button
                  href={config.customerServiceUrl}
                  {...linkTarget(config.customerServiceUrl)}
                  icon="headset"
                >
                  {t('auth.forget.customerService')}
                </Button>
              ) : null
            }
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
        {mode && serviceLink ? (
          <p className={styles.prompt}>
            {t('auth.forget.needHelp')}
            {serviceLink}
          </p>
        ) : null}
      </div>
    </>
  );
}
