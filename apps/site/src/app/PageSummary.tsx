import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router-dom';
import { Button } from '@playdeck/ui';
import { HOME_ROUTE } from '@playdeck/domain';
import type ty from '../i18n/locales/ty.json';
import { PageHeader } from './PageHeader';
import { useRouteMeta } from './useRouteMeta';
import * as styles from './PageSummary.css';

export type PurposeKey = keyof (typeof ty)['purpose'];

export interface PageSummaryProps {
  /** `purpose.<key>`: one sentence saying what the page is for. */
  purpose: PurposeKey;
  /** Actions that work now (links to related pages). */
  children?: ReactNode;
}

/**
 * The first version of a feature page: its title (from the route table) and what it is for, with
 * a way home. Feature pages replace it with their own content.
 */
export function PageSummary({ purpose, children }: PageSummaryProps) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const navigate = useNavigate();
  // The title is the page heading in the top bar: the frame's, or this page's own where the
  // route hides the frame's.
  return (
    <>
      {meta.showTopBar ? null : <PageHeader />}
      <section className={styles.summary} aria-label={t(`title.${meta.titleKey}`)}>
        <p className={styles.purpose}>{t(`purpose.${purpose}`)}</p>
        <div className={styles.actions}>
          {children}
          <Button tone="secondary" icon="home" onClick={() => void navigate(HOME_ROUTE)}>
            {t('common.goHome')}
          </Button>
        </div>
      </section>
    </>
  );
}
