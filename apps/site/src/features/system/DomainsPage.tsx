import { useTranslation } from '../../i18n';
import { Button, EmptyState, Icon, Skeleton, toast } from '@playdeck/ui';
import * as styles from '../../shell/sections.css';
import * as css from './DomainsPage.css';
import { useDomainRoute } from './queries';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * /m/domains, the site's addresses (`/wps/system/domainRoute`): the main address and the backups a
 * player can use when one is blocked or slow, the one in use marked; each can be copied or opened.
 */
export default function DomainsPage() {
  const { t } = useTranslation();
  const here = typeof window === 'undefined' ? '' : window.location.host;
  const route = useDomainRoute(here);

  if (route.isPending)
    return (
      <div className={styles.page}>
        <Skeleton aspectRatio={4} />
        <Skeleton aspectRatio={4} />
      </div>
    );
  if (!route.data)
    return (
      <div className={styles.page}>
        <EmptyState
          icon="warning"
          title={t('domains.failed')}
          action={
            <Button tone="secondary" icon="refresh" onClick={() => void route.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  const { domains, current } = route.data;
  const backups = domains.filter((d) => d.kind === 'BACKUP');
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('domains.intro')}</p>
      <ul className={css.list} aria-label={t('domains.listLabel')}>
        {domains.map((d) => {
          const name =
            d.kind === 'MAIN'
              ? t('domains.main')
              : t('domains.backup', { n: backups.indexOf(d) + 1 });
          const inUse = d.url === current;
          return (
            <li key={d.url} className={styles.card}>
              <div className={css.head}>
                <span className={css.name}>{name}</span>
                {inUse ? (
                  <span className={css.here}>
                    <Icon name="check" size="sm" />
                    {t('domains.inUse')}
                  </span>
                ) : null}
              </div>
              <p className={css.url}>{d.url}</p>
              <div className={css.actions}>
                <Button
                  tone="secondary"
                  size="sm"
                  icon="copy"
                  aria-label={t('domains.copyFor', { name })}
                  onClick={() =>
                    void copy(d.url).then((ok) =>
                      toast.show(ok ? t('domains.copied') : t('domains.copyFailed'), {
                        tone: ok ? 'success' : 'danger',
                      }),
                    )
                  }
                >
                  {t('domains.copy')}
                </Button>
                {inUse ? null : (
                  <a
                    className={css.open}
                    href={d.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('domains.openFor', { name })}
                  >
                    <Icon name="external" size="sm" />
                    {t('domains.open')}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
