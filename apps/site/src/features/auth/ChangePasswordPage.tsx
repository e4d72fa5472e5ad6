import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError } from '@playdeck/contract';
import {
  AccountTiming,
  changePasswordSchema,
  HOME_ROUTE,
  isSamePassword,
  problem,
  type ChangePasswordForm,
} from '@playdeck/domain';
import { PasswordField, TextField, toast } from '@playdeck/ui';
import { PageHeader } from '../../shell/PageHeader';
import { useSession } from '../../stores/session';
import { hideLoading, showAlert, showLoading } from '../../stores/ui';
import { FormSubmit, useFormError } from '../../shell/forms/FormSubmit';
import { useProblemText } from '../../shell/forms/formText';
import { useChangePassword } from './accountQueries';
import { useRegisterRules } from './queries';
import { refreshRememberedPassword } from './rememberedLogin';
import { passwordInMemory } from './passwordInMemory';
import * as styles from './auth.css';

/**
 * /m/changePsw (spec 1 §2, §4, §5): username shown read-only, the old password unless it is held
 * in memory, new and confirm. Same as the old: a popup. Success: "changes saved", remembered login
 * refreshed, home after 1 s. Without a session: home.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  const problemText = useProblemText();
  const formError = useFormError();
  const rules = useRegisterRules();
  const change = useChangePassword();
  const [held] = useState(() => passwordInMemory.get());
  const schema = useMemo(
    () => changePasswordSchema({ needOldPassword: !held, passwordRule: rules.data?.password }),
    [held, rules.data],
  );
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { register, handleSubmit, formState, setError } = form;

  if (!session) return <Navigate to={HOME_ROUTE} replace />;

  const onSubmit = handleSubmit(async (values) => {
    formError.clear();
    const oldPassword = held ?? values.oldPassword ?? '';
    if (isSamePassword(oldPassword, values.newPassword)) {
      await showAlert({ title: t('auth.change.sameTitle'), message: t('error.samePassword') });
      return;
    }
    showLoading(t('auth.change.saving'), AccountTiming.loadingMax);
    try {
      await change.mutateAsync({
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch (error) {
      hideLoading();
      const code = error instanceof ApiError ? error.errorCode : null;
      if (code === 'modify.new.old.same') {
        await showAlert({ title: t('auth.change.sameTitle'), message: t('error.samePassword') });
      } else if (code === 'modify.old.password.error' && !held) {
        setError('oldPassword', { message: problem('oldPasswordWrong') });
      } else {
        formError.fromCall(error);
      }
      return;
    }
    hideLoading();
    passwordInMemory.set(values.newPassword);
    await refreshRememberedPassword(session.userName, values.newPassword);
    toast.show(t('toast.changesSaved'), { duration: AccountTiming.successPause, tone: 'success' });
    setTimeout(() => void navigate(HOME_ROUTE, { replace: true }), AccountTiming.successPause);
  });

  return (
    <>
      <PageHeader />
      <div className={styles.page}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('auth.change.username')}
            name="username"
            autoComplete="username"
            value={session.userName}
            readOnly
          />
          {held ? null : (
            <PasswordField
              label={t('auth.change.oldPassword')}
              toggleLabel={t('auth.login.showPassword')}
              autoComplete="current-password"
              error={problemText(formState.errors.oldPassword?.message)}
              {...register('oldPassword')}
            />
          )}
          <PasswordField
            label={t('auth.change.newPassword')}
            toggleLabel={t('auth.login.showPassword')}
            autoComplete="new-password"
            hint={
              rules.data?.password?.minLength && rules.data.password.maxLength
                ? t('auth.register.lengthHint', {
                    min: rules.data.password.minLength,
                    max: rules.data.password.maxLength,
                  })
                : undefined
            }
            error={problemText(formState.errors.newPassword?.message)}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('auth.change.confirm')}
            toggleLabel={t('auth.login.showPassword')}
            autoComplete="new-password"
            error={problemText(formState.errors.confirmNewPassword?.message)}
            {...register('confirmNewPassword')}
          />
          <FormSubmit
            error={formError.message}
            label={t('auth.change.submit')}
            loadingLabel={t('auth.change.saving')}
            submitting={formState.isSubmitting}
          />
        </form>
      </div>
    </>
  );
}
