import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { AccountTiming } from '@playdeck/domain';
import { Button } from '@playdeck/ui';
import { hideLoading, showLoading } from '../../stores/ui';
import { useCallErrorText } from '../../shell/forms/formText';
import { startTrialAccount } from './signIn';
import { useAfterLoginTarget } from './useLogin';
import { CallError } from './CallError';

/** "Try free play": a trial account (type 4) with its own session (spec 1 §3, §4). */
export function FreePlayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useCallErrorText();
  const target = useAfterLoginTarget();
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    showLoading(t('auth.trial.starting'), AccountTiming.loadingMax);
    try {
      await startTrialAccount();
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
