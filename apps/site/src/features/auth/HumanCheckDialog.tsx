import { useEffect, useState, type FormEvent } from 'react';
import {
  answerHumanChallenge,
  loadHumanChallenge,
  type HumanChallenge,
  type HumanCheckConfig,
  type HumanCheckResult,
} from '@playdeck/contract';
import { Button, CaptchaField, Dialog } from '@playdeck/ui';
import { useTranslation } from '../../i18n';
import * as styles from './auth.css';

/**
 * The human check's window: a picture from the check service, the player's answer, and the proof
 * handed back. A wrong answer loads a new picture (each is good for one try).
 */
export default function HumanCheckDialog({
  config,
  onDone,
}: {
  config: HumanCheckConfig;
  onDone: (result: HumanCheckResult | null) => void;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [challenge, setChallenge] = useState<{
    data?: HumanChallenge;
    loading: boolean;
    failed: boolean;
  }>({ loading: true, failed: false });
  useEffect(() => {
    let current = true;
    loadHumanChallenge(config).then(
      (data) => current && setChallenge({ data, loading: false, failed: false }),
      () => current && setChallenge({ loading: false, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [config, round]);
  const renew = () => {
    setAnswer('');
    setChallenge((c) => ({ ...c, loading: true, failed: false }));
    setRound((r) => r + 1);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    // The window sits in a portal, but React passes its events up to the page's form: keep them.
    event.stopPropagation();
    if (!challenge.data || !answer.trim()) return;
    setChecking(true);
    try {
      const result = await answerHumanChallenge(config, challenge.data.lotNumber, answer.trim());
      if (result) {
        onDone(result);
        return;
      }
      setProblem(t('auth.humanCheck.wrong'));
    } catch {
      setProblem(t('auth.error.verifierUnavailable'));
    } finally {
      setChecking(false);
    }
    renew();
  };

  return (
    <Dialog
      open
      title={t('auth.humanCheck.title')}
      onOpenChange={(open) => (open ? undefined : onDone(null))}
      closeLabel={t('common.close')}
    >
      <form className={styles.form} onSubmit={(e) => void confirm(e)} noValidate>
        <p className={styles.intro}>{t('auth.humanCheck.intro')}</p>
        <CaptchaField
          label={t('auth.humanCheck.label')}
          image={challenge.data?.image}
          imageLoading={challenge.loading}
          imageError={challenge.failed ? t('auth.humanCheck.failed') : undefined}
          onRefresh={renew}
          refreshLabel={t('auth.humanCheck.refresh')}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={problem ?? undefined}
          autoComplete="off"
          maxLength={6}
        />
        <Button
          type="submit"
          block
          loading={checking}
          loadingLabel={t('auth.humanCheck.checking')}
          disabled={!challenge.data}
        >
          {t('auth.humanCheck.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
