import { lazy, Suspense, useEffect, useMemo, useState, type FocusEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  type register as registerByUsername,
  type registerMobile,
  type RequestOf,
} from '@playdeck/contract';
import {
  AccountTiming,
  birthdayBounds,
  HOME_ROUTE,
  invitationCheckNeeded,
  problem,
  registrationFields,
  registrationLinkCodes,
  registrationPayload,
  registrationSchema,
  type RegisterMode,
  type RegisterRules,
  type RegistrationFieldSpec,
  type RegistrationValues,
  type WhitelabelFlags,
} from '@playdeck/domain';
import { Button, Checkbox, PasswordField, TextField, toast } from '@playdeck/ui';
import { currentRegisterMethod } from '../../lib/launchContext';
import { hideLoading, showLoading } from '../../stores/ui';
import {
  CaptchaInput,
  MobileField,
  SmsCodeField,
  useDefaultDialingCode,
} from '../../shell/forms/fields';
import { FormSubmit, useFormError } from '../../shell/forms/FormSubmit';
import { refusedField, useProblemText, type FieldLabelKey } from '../../shell/forms/formText';
import { useCaptchaImage } from '../../shell/forms/formQueries';
import {
  useCheckInvitationCode,
  useLinkInvitationCode,
  useRegisterByUsername,
  useRegisterMobile,
  useSendRegisterSmsCode,
} from './accountQueries';
import { useAvailability } from './useAvailability';
import { useHumanCheck } from './HumanCheck';
import { startSession } from '../../api/signIn';
import * as styles from './auth.css';

// The terms open on request: the dialog's code is not part of the form's first script.
const TermsDialog = lazy(() => import('./TermsDialog'));

type Values = RegistrationValues & Record<string, string | boolean | undefined>;

/** The agent of the link, checked once (spec 1 §4): valid, invalid, or no code in the link. */
export function useLinkAgent(code: string | null): 'none' | 'checking' | 'valid' | 'invalid' {
  const query = useLinkInvitationCode(code);
  if (!code) return 'none';
  if (query.isPending) return 'checking';
  return query.isSuccess ? 'valid' : 'invalid';
}

/** Problem codes for refusals that name a field (`register.field.invalid` and the taken ones). */
const refusalProblems: Readonly<Record<string, string>> = {
  required: 'fieldRequired',
  tooShort: 'fieldPattern',
  tooLong: 'fieldPattern',
  pattern: 'fieldPattern',
  date: 'birthdayRange',
};
const takenField: Readonly<Record<string, [string, string]>> = {
  'register.username.exists': ['username', 'usernameTaken'],
  'register.mobile.exists': ['mobileNum', 'mobileTaken'],
  'register.email.exists': ['email', 'emailTaken'],
  'verification.code.error': ['verificationCode', 'codeWrong'],
  'captcha.error': ['captcha', 'captchaWrong'],
  'captcha.required': ['captcha', 'captchaRequired'],
  'password.confirm.mismatch': ['confirmPassword', 'confirmMismatch'],
};

interface RegisterFormProps {
  mode: RegisterMode;
  rules: RegisterRules;
  flags: WhitelabelFlags;
  link: ReturnType<typeof registrationLinkCodes>;
  linkAgent: ReturnType<typeof useLinkAgent>;
}

export function RegisterForm({ mode, rules, flags, link, linkAgent }: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const formError = useFormError();
  const sendSmsCode = useSendRegisterSmsCode();
  const checkInvitation = useCheckInvitationCode();
  const registerMember = useRegisterMobile();
  const registerUser = useRegisterByUsername();
  const defaultCode = useDefaultDialingCode();
  // Both ways of registering ask for the captcha (spec 1 §2: captcha image, tap to refresh).
  const captcha = useCaptchaImage(true);
  const availability = useAvailability(rules);
  const humanCheck = useHumanCheck();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  // Kept once opened, so it can animate closed.
  const [termsShown, setTermsShown] = useState(false);
  const [showOptional, setShowOptional] = useState(false);
  const fields = useMemo(() => registrationFields(rules, mode, flags), [rules, mode, flags]);
  const linkCodeValid = linkAgent === 'valid';
  const affiliateShown = fields.some((f) => f.name === 'affiliateCode');

  const schema = useMemo(
    () => registrationSchema({ rules, mode, flags, captcha: true }),
    [rules, mode, flags],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      ...Object.fromEntries(fields.map((f) => [f.name, ''])),
      affiliateCode: link.affiliateCode ?? '',
      countryDialingCode: defaultCode,
      captcha: '',
      agree: true,
    },
  });
  const {
    register,
    handleSubmit,
    formState,
    setValue,
    setError,
    setFocus,
    control,
    trigger,
    getValues,
    getFieldState,
  } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const dialingCode = String(useWatch({ control, name: 'countryDialingCode' }) ?? defaultCode);
  const password = useWatch({ control, name: 'password' });
  const typedUsername = String(useWatch({ control, name: 'username' }) ?? '');
  const typedEmail = String(useWatch({ control, name: 'email' }) ?? '');

  useEffect(() => {
    if (!getFieldState('countryDialingCode').isDirty) setValue('countryDialingCode', defaultCode);
  }, [defaultCode, setValue, getFieldState]);

  // Changing the password checks the confirmation again, once it holds something (spec 1 §5).
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);

  // A hidden optional field with a problem comes into view.
  const optionalError = fields.some((f) => !f.required && errors[f.name]);
  const optionalOpen = showOptional || optionalError;

  const text = (name: string) => problemText(errors[name]?.message, name);

  const requestCode = async (): Promise<boolean> => {
    formError.clear();
    if (!(await trigger(['mobileNum']))) return false;
    const mobile = String(getValues('mobileNum') ?? '').trim();
    if (!mobile) {
      setError('mobileNum', { message: problem('fieldRequired') });
      return false;
    }
    const proof = await humanCheck.ask();
    if (proof === null) return false;
    try {
      const sent = await sendSmsCode.mutateAsync({
        countryDialingCode: dialingCode,
        mobileNo: mobile,
        geetestValidateV4: proof,
      });
      setExpiresAt(sent.expirationTime);
      return true;
    } catch (error) {
      const named = refusedField(error);
      if (named?.field === 'mobileNum') setError('mobileNum', { message: problem('fieldPattern') });
      else formError.fromCall(error);
      return false;
    }
  };

  const invitationInvalid = () => {
    toast.show(t('error.invalidInvitation'), { duration: 'short', tone: 'danger' });
    setError('affiliateCode', { message: problem('invitationInvalid') });
    setShowOptional(true);
    // The field may have just come into view: focus after it renders.
    setTimeout(() => setFocus('affiliateCode'));
  };

  const onSubmit = handleSubmit(async (values) => {
    formError.clear();
    // A name or address already known to be taken is not sent again.
    for (const [field, taken] of [
      ['username', 'usernameTaken'],
      ['email', 'emailTaken'],
    ] as const) {
      if (
        fields.some((f) => f.name === field) &&
        availability.of(field, String(values[field] ?? '')) === 'taken'
      ) {
        setError(field, { message: problem(taken) });
        setFocus(field);
        return;
      }
    }
    const typed = String(values.affiliateCode ?? '');
    if (
      invitationCheckNeeded({
        fieldShown: affiliateShown,
        typedCode: typed,
        linkAgentValid: linkCodeValid,
      })
    ) {
      try {
        await checkInvitation.mutateAsync({ code: typed.trim() });
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === 'affiliate.code.invalid')
          invitationInvalid();
        else formError.fromCall(error);
        return;
      }
    }
    const payload = registrationPayload(values, {
      mode,
      fields,
      registerMethod: currentRegisterMethod(),
      registerUrl: window.location.hostname,
      affiliateCodeFromLink: linkCodeValid ? link.affiliateCode : null,
      referralCode: link.referralCode,
      domain: link.domain,
    });
    showLoading(t('auth.register.submitting'), AccountTiming.loadingMax);
    try {
      const value =
        mode === 'mobile'
          ? await registerMember.mutateAsync(payload as unknown as RequestOf<typeof registerMobile>)
          : await registerUser.mutateAsync(
              payload as unknown as RequestOf<typeof registerByUsername>,
            );
      hideLoading();
      startSession(value);
      toast.show(t('auth.register.welcome'), { tone: 'success', duration: 'short' });
      void navigate(HOME_ROUTE, { replace: true });
    } catch (error) {
      hideLoading();
      setValue('captcha', '');
      captcha.refresh();
      if (error instanceof ApiError && error.errorCode === 'affiliate.code.invalid') {
        invitationInvalid();
        return;
      }
      const named = refusedField(error);
      const taken = error instanceof ApiError ? takenField[error.errorCode] : undefined;
      const at = named
        ? ([named.field, refusalProblems[named.problem] ?? 'fieldPattern'] as const)
        : taken;
      if (at && (fields.some((f) => f.name === at[0]) || at[0] === 'captcha')) {
        if (at[0] === 'verificationCode') setValue('verificationCode', '');
        setError(at[0] as Path<Values>, { message: problem(at[1]) });
        setFocus(at[0] as Path<Values>);
        return;
      }
      formError.fromCall(error);
    }
  });

  const bounds = birthdayBounds();
  /** Leaving the username or e-mail asks whether it is free (the answer shows under it). */
  const checkedOnLeave = (name: 'username' | 'email') => {
    const registered = register(name);
    return {
      ...registered,
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        await registered.onBlur(event);
        void availability.check(name, event.target.value);
      },
    };
  };
  const availabilityNote = (name: 'username' | 'email', typed: string) => {
    const state = availability.of(name, typed);
    if (state === 'taken')
      return { error: problemText(problem(name === 'username' ? 'usernameTaken' : 'emailTaken')) };
    if (state === 'free')
      return {
        hint: name === 'username' ? t('auth.register.usernameFree') : t('auth.register.emailFree'),
      };
    return {};
  };
  const renderField = (f: RegistrationFieldSpec) => {
    const name = f.name;
    const label = t(`auth.field.${name as FieldLabelKey}`);
    const hint =
      f.rule.minLength && f.rule.maxLength && (name === 'username' || name === 'password')
        ? t('auth.register.lengthHint', { min: f.rule.minLength, max: f.rule.maxLength })
        : undefined;
    const common = { ...register(name), error: text(name), label };
    switch (name) {
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return (
          <PasswordField
            key={name}
            {...common}
            hint={hint}
            toggleLabel={t('auth.login.showPassword')}
            autoComplete="new-password"
          />
        );
      case 'mobileNum':
        return (
          <MobileField
            key={name}
            {...common}
            dialingCode={dialingCode}
            onDialingCodeChange={(code) =>
              setValue('countryDialingCode', code, { shouldDirty: true })
            }
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField key={name} {...common} onRequest={requestCode} expiresAt={expiresAt} />
        );
      case 'birthday':
        return <TextField key={name} {...common} type="date" min={bounds.min} max={bounds.max} />;
      case 'email': {
        const note = availabilityNote('email', typedEmail);
        return (
          <TextField
            key={name}
            {...common}
            {...checkedOnLeave('email')}
            error={common.error ?? note.error}
            hint={note.hint}
            type="email"
            inputMode="email"
            autoComplete="email"
          />
        );
      }
      case 'affiliateCode':
        return (
          <TextField
            key={name}
            {...common}
            readOnly={linkCodeValid}
            hint={linkCodeValid ? t('auth.register.invitationFromLink') : undefined}
            autoCapitalize="none"
          />
        );
      case 'username': {
        const note = availabilityNote('username', typedUsername);
        return (
          <TextField
            key={name}
            {...common}
            {...checkedOnLeave('username')}
            error={common.error ?? note.error}
            hint={note.hint ?? hint}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        );
      }
      case 'nickname':
        return <TextField key={name} {...common} autoComplete="nickname" />;
      case 'payeeName':
        return <TextField key={name} {...common} autoComplete="name" />;
      default:
        return <TextField key={name} {...common} />;
    }
  };

  // The link's invitation code shows with the required fields, so a bad one is seen at once.
  const upfront = (f: RegistrationFieldSpec) =>
    f.required || (f.name === 'affiliateCode' && !!link.affiliateCode);
  const main = fields.filter(upfront);
  const optional = fields.filter((f) => !upfront(f));

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {main.map(renderField)}
        {optional.length > 0 ? (
          <>
            <Button
              tone="ghost"
              size="sm"
              className={styles.toggleMore}
              iconEnd={optionalOpen ? 'chevron-up' : 'chevron-down'}
              aria-expanded={optionalOpen}
              onClick={() => setShowOptional(!optionalOpen)}
            >
              {optionalOpen ? t('auth.register.fewerDetails') : t('auth.register.moreDetails')}
            </Button>
            {optionalOpen ? optional.map(renderField) : null}
          </>
        ) : null}
        <CaptchaInput
          captcha={captcha}
          error={text('captcha')}
          hint={t('auth.captcha.hint')}
          {...register('captcha')}
        />
        <Checkbox
          label={
            <>
              {t('auth.register.agree')}{' '}
              <button
                type="button"
                className={styles.inlineButton}
                onClick={() => {
                  setTermsShown(true);
                  setTermsOpen(true);
                }}
              >
                {t('auth.register.terms')}
              </button>
            </>
          }
          error={text('agree')}
          {...register('agree')}
        />
        {termsShown ? (
          <Suspense fallback={null}>
            <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
          </Suspense>
        ) : null}
        <FormSubmit
          error={formError.message}
          label={t('auth.register.submit')}
          loadingLabel={t('auth.register.submitting')}
          submitting={formState.isSubmitting}
        />
      </form>
      {humanCheck.element}
    </>
  );
}
