import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { AccountTiming } from '@playdeck/domain';
import { Button } from '@playdeck/ui';
import { hideLoading, showLoading } from '../../stores/ui';
import { startTrialAccount } from '../../api/signIn';
import { FormError, useFormError } from '../../shell/forms/FormSubmit';
import { useAfterLoginTarget } from './useLogin';

/** "Try free play": a trial account (type 4) with its own session (spec 1 §3, §4). */
export function FreePlayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = useAfterLoginTarget();
  const formError = useFormError();
  const start = async () => {
    formError.clear();
    showLoading(t('auth.trial.starting'), AccountTiming.loadingMax);
    try {
      await startTrialAccount();
      hideLoading();
      void navigate(target, { replace: true });
    } catch (e) {
      hideLoading();
      formError.fromCall(e);
    }
  };
  return (
    <>
      <Button tone="secondary" block icon="play" onClick={() => void start()}>
        {t('auth.trial.start')}
      </Button>
      <FormError message={formError.message} />
    </>
  );
}
