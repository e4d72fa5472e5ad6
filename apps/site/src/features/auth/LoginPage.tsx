import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n';
import { Link, useNavigate } from 'react-router-dom';
import { freePlayLogin, smsNoLogin } from '@playdeck/contract';
import {
  AccountTiming,
  loginOptions,
  REGISTER_ROUTE,
  smsLoginSchema,
  usernameLoginSchema,
  type LoginMethod,
  type SmsLoginForm,
  type UsernameLoginForm,
} from '@playdeck/domain';
import { Button, Checkbox, PasswordField, Tabs, TextField } from '@playdeck/ui';
import { api } from '../../api/client';
import { PageHeader } from '../../app/PageHeader';
import { LanguageSwitch } from '../../app/LanguageSwitch';
import { hideLoading, showLoading } from '../../stores/ui';
import { useSiteConfig } from '../system/useSiteConfig';
import { CaptchaInput, MobileField, SmsCodeField, useDefaultDialingCode } from './fields';
import { useCallErrorText, useProblemText } from './formText';
import { useCaptchaImage } from './queries';
import { loadRememberedLogin, type RememberedLogin } from './rememberedLogin';
import { SocialLogin } from './SocialLogin';
import { loginDeviceId, startSession } from './signIn';
import { useAfterLoginTarget, useLogin } from './useLogin';
import { useRevalidateOnLanguage } from './useRevalidateOnLanguage';
import * as styles from './auth.css';

const FORGET_ROUTE = '/m/forget';

type Captcha = ReturnType<typeof useCaptchaImage>;

interface MethodFormProps {
  remembered: RememberedLogin | null;
  captchaShown: boolean;
  captcha: Captcha;
  /** The server asked for the captcha: show it, or load a new one if shown. */
  onCaptchaAsked: () => void;
  footer: ReactNode;
  remember: boolean;
}

/** The call failure under the form; announced, and cleared on the next attempt. */
function CallError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.notice} role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * What the player has typed into the username form, kept by the page: on a first visit the form
 * shows before the operator's settings, and moves into the method tabs when they turn SMS login
 * on. The new form takes the values back, and the focus.
 */
interface UsernameDraft {
  username?: string;
  password?: string;
  focused?: 'username' | 'password';
}

/** Restores and keeps the draft; `field` registers a field and notes when it has the focus. */
function useDraft(form: UseFormReturn<UsernameLoginForm>, draftRef: RefObject<UsernameDraft>) {
  const { setValue, setFocus, watch, register } = form;
  useEffect(() => {
    const draft = draftRef.current;
    for (const name of ['username', 'password'] as const) {
      const value = draft[name];
      if (value) setValue(name, value, { shouldDirty: true });
    }
    if (draft.focused) setFocus(draft.focused);
    const watching = watch((values) => {
      draft.username = values.username;
      draft.password = values.password;
    });
    return () => watching.unsubscribe();
  }, [draftRef, setValue, setFocus, watch]);
  return (name: 'username' | 'password') => {
    const registered = register(name);
    return {
      ...registered,
      onFocus: () => {
        draftRef.current.focused = name;
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        draftRef.current.focused = undefined;
        return registered.onBlur(event);
      },
    };
  };
}

function UsernameLogin({
  remembered,
  captchaShown,
  captcha,
  onCaptchaAsked,
  footer,
  remember,
  draft,
}: MethodFormProps & { draft: RefObject<UsernameDraft> }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const login = useLogin();
  const [callError, setCallError] = useState<string | null>(null);
  const form = useForm<UsernameLoginForm>({
    resolver: zodResolver(usernameLoginSchema(captchaShown)),
    defaultValues: { username: '', password: '', captcha: '' },
  });
  useRevalidateOnLanguage(form);
  const field = useDraft(form, draft);
  const { register, handleSubmit, formState, setValue, getFieldState } = form;

  // A remembered username login fills the fields the player has not touched.
  useEffect(() => {
    if (remembered?.type !== 'username') return;
    if (!getFieldState('username').isDirty) setValue('username', remembered.username);
    if (remembered.password && !getFieldState('password').isDirty)
      setValue('password', remembered.password);
  }, [remembered, setValue, getFieldState]);

  const onSubmit = handleSubmit(async (values) => {
    setCallError(null);
    const username = values.username.trim();
    const outcome = await login({
      params: {
        type: 'username',
        username,
        password: values.password,
        captcha: captchaShown ? values.captcha?.trim() : undefined,
      },
      remembered: { type: 'username', username, password: values.password },
      remember,
    });
    if (outcome.ok) return;
    setValue('captcha', '');
    if (outcome.captchaAsked) onCaptchaAsked();
    setCallError(outcome.message);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={problemText(formState.errors.username?.message)}
        {...field('username')}
      />
      <PasswordField
        label={t('auth.field.password')}
        toggleLabel={t('auth.login.showPassword')}
        autoComplete="current-password"
        error={problemText(formState.errors.password?.message)}
        {...field('password')}
      />
      {captchaShown ? (
        <CaptchaInput
          captcha={captcha}
          hint={t('auth.captcha.hint')}
          error={problemText(formState.errors.captcha?.message)}
          {...register('captcha')}
        />
      ) : null}
      {footer}
      <CallError message={callError} />
      <Button
        type="submit"
        block
        loading={formState.isSubmitting}
        loadingLabel={t('auth.login.submitting')}
      >
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}

function SmsLogin({
  remembered,
  captchaShown,
  captcha,
  onCaptchaAsked,
  footer,
  remember,
}: MethodFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const errorText = useCallErrorText();
  const login = useLogin();
  const defaultCode = useDefaultDialingCode();
  const [callError, setCallError] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const form = useForm<SmsLoginForm>({
    resolver: zodResolver(smsLoginSchema(captchaShown)),
    defaultValues: { countryDialingCode: defaultCode, mobileNum: '', code: '', captcha: '' },
  });
  useRevalidateOnLanguage(form);
  const {
    register,
    handleSubmit,
    formState,
    setValue,
    getFieldState,
    trigger,
    getValues,
    control,
  } = form;
  const dialingCode = useWatch({ control, name: 'countryDialingCode' });

  useEffect(() => {
    if (!getFieldState('countryDialingCode').isDirty) setValue('countryDialingCode', defaultCode);
  }, [defaultCode, setValue, getFieldState]);

  useEffect(() => {
    if (remembered?.type !== 'sms') return;
    if (!getFieldState('mobileNum').isDirty) setValue('mobileNum', remembered.username);
    if (remembered.countryDialingCode && !getFieldState('countryDialingCode').isDirty)
      setValue('countryDialingCode', remembered.countryDialingCode);
  }, [remembered, setValue, getFieldState]);

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
    const outcome = await login({
      params: {
        type: 'sms',
        username: mobile,
        password: values.code.trim(),
        countryDialingCode: values.countryDialingCode,
        isSms: true,
        captcha: captchaShown ? values.captcha?.trim() : undefined,
      },
      remembered: { type: 'sms', username: mobile, countryDialingCode: values.countryDialingCode },
      remember,
    });
    if (outcome.ok) return;
    setValue('captcha', '');
    if (outcome.captchaAsked) onCaptchaAsked();
    setCallError(outcome.message);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
        error={problemText(formState.errors.code?.message)}
        {...register('code')}
      />
      {captchaShown ? (
        <CaptchaInput
          captcha={captcha}
          hint={t('auth.captcha.hint')}
          error={problemText(formState.errors.captcha?.message)}
          {...register('captcha')}
        />
      ) : null}
      {footer}
      <CallError message={callError} />
      <Button
        type="submit"
        block
        loading={formState.isSubmitting}
        loadingLabel={t('auth.login.submitting')}
      >
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}

/** "Try free play": a trial account (type 4) with its own session (spec 1 §3, §4). */
function FreePlayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useCallErrorText();
  const target = useAfterLoginTarget();
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    showLoading(t('auth.trial.starting'), AccountTiming.loadingMax);
    try {
      const value = await api.call(freePlayLogin, {
        platform: 'M',
        loginDeviceId: loginDeviceId(),
      });
      startSession(value, { trial: true });
      hideLoading();
      void navigate(target, { replace: true });
    } catch (e) {
      hideLoading();
      setError(errorText(e));
    }
  };
  return (
    <>
      <Button tone="secondary" block icon="play" onClick={() => void start()}>
        {t('auth.trial.start')}
      </Button>
      <CallError message={error} />
    </>
  );
}

/**
 * /m/login (spec 1 §2, §4, §5): username or SMS login (the toggle only with SMS login on), the
 * captcha once the server asks, remember password, forgot-password link, free play, social
 * icons where available and the sign-up prompt.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { flags } = useSiteConfig();
  const options = loginOptions(flags);
  const draft = useRef<UsernameDraft>({});
  const [chosen, setChosen] = useState<LoginMethod | null>(null);
  const [remembered, setRemembered] = useState<RememberedLogin | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [remember, setRemember] = useState(true);
  const captcha = useCaptchaImage(captchaShown);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void loadRememberedLogin().then((r) => {
      setRemembered(r);
      if (r) setChosen((c) => c ?? r.type);
    });
  }, []);

  const method: LoginMethod = chosen && options.methods.includes(chosen) ? chosen : 'username';

  // Switching method reads the remembered login again and renews a shown captcha (spec 1 §4).
  const switchMethod = (next: string) => {
    setChosen(next as LoginMethod);
    void loadRememberedLogin().then(setRemembered);
    if (captchaShown) captcha.refresh();
  };

  const onCaptchaAsked = () => {
    if (captchaShown) captcha.refresh();
    else setCaptchaShown(true);
  };

  const footer = (
    <div className={styles.optionsRow}>
      <Checkbox
        label={t('auth.login.remember')}
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      {options.forgotPassword ? (
        <Link className={styles.textLink} to={FORGET_ROUTE}>
          {t('auth.login.forgot')}
        </Link>
      ) : null}
    </div>
  );

  const formProps = { remembered, captchaShown, captcha, onCaptchaAsked, footer, remember };
  const usernameForm = <UsernameLogin {...formProps} draft={draft} />;

  return (
    <>
      <PageHeader />
      <div className={styles.page}>
        <p className={styles.intro}>{t('auth.login.intro')}</p>
        {options.methods.length > 1 ? (
          <Tabs
            variant="segmented"
            label={t('auth.login.methodLabel')}
            value={method}
            onValueChange={switchMethod}
            items={[
              { value: 'username', label: t('auth.login.methodUsername'), content: usernameForm },
              {
                value: 'sms',
                label: t('auth.login.methodSms'),
                content: <SmsLogin {...formProps} />,
              },
            ]}
          />
        ) : (
          usernameForm
        )}
        {options.freePlay ? <FreePlayButton /> : null}
        <SocialLogin />
        <p className={styles.prompt}>
          {t('auth.login.noAccount')}
          <Link className={styles.textLink} to={REGISTER_ROUTE}>
            {t('auth.login.signUp')}
          </Link>
        </p>
        <LanguageSwitch />
      </div>
    </>
  );
}
