import { useTranslation } from '../../i18n';
import * as styles from './agent.css';
import { OpenAccountForm } from './OpenAccountForm';
import { AffiliateLinks } from './AffiliateLinks';
import { useRebateSettings } from './queries';
import { PageLoading } from '../../shell/PageStates';

/**
 * /m/agentRegister: open a downline account (username checked while typing, password twice,
 * member or sub-agent, rates within the agent's own and the quota), and the agent's affiliate
 * links (create, copy, delete) that open accounts in the downline.
 */
export default function AgentRegisterPage() {
  const { t } = useTranslation();
  // The form's height comes from the agent's rates and quota: the page is drawn once they are in,
  // so the form does not grow from a placeholder and push the links below it away.
  const settings = useRebateSettings();
  if (settings.isPending) return <PageLoading />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="open-account">
        <h2 id="open-account" className={styles.heading}>
          {t('openAccount.title')}
        </h2>
        <OpenAccountForm />
      </section>
      <section className={styles.card} aria-labelledby="affiliate-links">
        <h2 id="affiliate-links" className={styles.heading}>
          {t('openAccount.links.title')}
        </h2>
        <p className={styles.muted}>{t('openAccount.links.hint')}</p>
        <AffiliateLinks />
      </section>
    </div>
  );
}
