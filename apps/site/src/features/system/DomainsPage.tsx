import { useTranslation } from '../../i18n';
import type { domainRoute, ResponseOf } from '@playdeck/contract';
import { Button, Icon, Skeleton, toast } from '@playdeck/ui';
import { QueryFailed, QueryStates } from '../../shell/QueryStates';
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

  return (
    <QueryStates
      query={route}
      data={route.data}
      loading={
        <div className={styles.page}>
          <Skeleton aspectRatio={4} />
          <Skeleton aspectRatio={4} />
        </div>
      }
      failed={
        <div className={styles.page}>
          <QueryFailed
            title={t('domains.failed')}
            retryTone="secondary"
            onRetry={() => void route.refetch()}
          />
        </div>
      }
    >
      {(data) => <Domains {...data} />}
    </QueryStates>
  );
}

/** The main address and the backups, each to copy or open; the one in use marked. */
function Domains({ domains, current }: ResponseOf<typeof domainRoute>) {
  const { t } = useTranslation();
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
