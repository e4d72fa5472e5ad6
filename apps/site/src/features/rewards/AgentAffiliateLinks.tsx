import { useTranslation } from '../../i18n';
import { Button, Skeleton, toast } from '@playdeck/ui';
import { useAffiliateUrls } from '../../api/affiliateQueries';
import * as styles from './AgentAffiliateLinks.css';

async function copyLink(url: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.show(done, { tone: 'success' });
  } catch {
    toast.show(failed, { tone: 'warning' });
  }
}

/** An agent's own affiliate links (agent registration), each to copy (Share panel, invite page). */
export function AgentAffiliateLinks() {
  const { t } = useTranslation();
  const links = useAffiliateUrls();
  if (links.isPending) return <Skeleton height="6em" width="100%" />;
  const list = links.data?.list ?? [];
  if (list.length === 0) return <p className={styles.muted}>{t('referral.agentNoLinks')}</p>;
  return (
    <ul className={styles.links} aria-label={t('referral.agentLinks')}>
      {list.map((link) => (
        <li key={link.id} className={styles.link}>
          <span className={styles.linkKind}>
            {t(link.userType === 'MEMBER' ? 'referral.forMembers' : 'referral.forAgents')}
          </span>
          <span className={styles.url}>{link.url}</span>
          <Button
            size="sm"
            tone="secondary"
            icon="copy"
            aria-label={t('referral.copyFor', { code: link.code })}
            onClick={() => void copyLink(link.url, t('referral.copied'), t('referral.copyFailed'))}
          >
            {t('referral.copy')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
