import { useTranslation } from '../i18n';
import { Button } from '@playdeck/ui';
import { REGISTER_ROUTE } from '@playdeck/domain';
import * as styles from './TrialCard.css';

/**
 * A trial account's one explanation of what it cannot do (deposit, withdraw, inbox, chat, the
 * member centre), with the way to do it: register a real account (decision 070).
 */
export function TrialCard() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="trial-card-title">
      <p className={styles.title} id="trial-card-title">
        {t('trial.cardTitle')}
      </p>
      <p className={styles.body}>{t('trial.cardBody')}</p>
      <Button block href={REGISTER_ROUTE}>
        {t('common.registerNow')}
      </Button>
    </section>
  );
}
