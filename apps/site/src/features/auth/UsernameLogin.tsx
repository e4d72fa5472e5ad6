import { useEffect, type FocusEvent, type RefObject } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n';
import { usernameLoginSchema, type UsernameLoginForm } from '@playdeck/domain';
import { PasswordField, TextField } from '@playdeck/ui';
import { useFormError } from '../../shell/forms/FormSubmit';
import { useProblemText } from '../../shell/forms/formText';
import { useLogin } from './useLogin';
import { useRevalidateOnLanguage } from './useRevalidateOnLanguage';
import * as styles from './auth.css';
import { FormEnd, type MethodFormProps, type UsernameDraft } from './loginParts';

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

export function UsernameLogin({
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
  const formError = useFormError();
  const form = useForm<UsernameLoginForm>({
    resolver: zodResolver(usernameLoginSchema(captchaShown)),
    defaultValues: { username: '', password: '', captcha: '' },
  });
  useRevalidateOnLanguage(form);
  const field = useDraft(form, draft);
  const { handleSubmit, formState, setValue, getFieldState } = form;
  const login = useLogin({
    formError,
    clearCaptcha: () => setValue('captcha', ''),
    onCaptchaAsked,
  });

  // A remembered username login fills the fields the player has not touched.
  useEffect(() => {
    if (remembered?.type !== 'username') return;
    if (!getFieldState('username').isDirty) setValue('username', remembered.username);
    if (remembered.password && !getFieldState('password').isDirty)
      setValue('password', remembered.password);
  }, [remembered, setValue, getFieldState]);

  const onSubmit = handleSubmit(async (values) => {
    formError.clear();
    const username = values.username.trim();
    await login({
      params: {
        type: 'username',
        username,
        password: values.password,
        captcha: captchaShown ? values.captcha?.trim() : undefined,
      },
      remembered: { type: 'username', username, password: values.password },
      remember,
    });
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
      <FormEnd
        form={form}
        captcha={captchaShown ? captcha : null}
        footer={footer}
        callError={formError.message}
      />
    </form>
  );
}
