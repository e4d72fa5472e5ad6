import { useTranslation } from '../../i18n';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, Skeleton } from '@playdeck/ui';
import { formatPromotionDate, loginHref, REGISTER_ROUTE } from '@playdeck/domain';
import { PageHeader } from '../../shell/PageHeader';
import { useRouteMeta } from '../../shell/routeMeta';
import { SafeHtml } from '../../lib/SafeHtml';
import { useSession } from '../../stores/session';
import { ActivityApplicationForm } from './ActivityApplicationForm';
import { PromotionCover, ValidityText } from './PromotionHeader';
import { useActivityApplications, usePromotions } from './queries';
import * as css from './promotions.css';

const ACTIVITY_ROUTE = '/m/activity';

/** The session's earlier applications for this promotion and where they stand. */
function MyApplications({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const { data } = useActivityApplications(activityId);
  const list = data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="my-applications">
      <h2 id="my-applications" className={css.sectionTitle}>
        {t('promotions.apply.mine')}
      </h2>
      <ul className={css.applications}>
        {list.map((a) => (
          <li key={a.applicationId} className={css.applicationRow}>
            <span>{formatPromotionDate(a.submittedAt)}</span>
            <span>{t(`promotions.apply.status.${a.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /m/activityDetail?id= (spec 2 §2): the promotion with that id in full, with the application form
 * (members) or a way to log in first (visitors).
 */
export default function PromotionDetailPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const signedIn = useSession((s) => s.session !== null);
  const { promotions, isPending } = usePromotions();
  const promotion = promotions.find((p) => String(p.id) === id);
  return (
    <>
      {meta.showTopBar ? null : <PageHeader />}
      <div className={css.page}>
        {isPending ? (
          <Skeleton aspectRatio="12 / 5" width="100%" />
        ) : !promotion ? (
          <EmptyState
            icon="gift"
            title={t('promotions.missing.title')}
            hint={t('promotions.missing.hint')}
            action={
              <Button tone="secondary" href={ACTIVITY_ROUTE}>
                {t('promotions.missing.all')}
              </Button>
            }
          />
        ) : (
          <>
            <article className={css.content} aria-labelledby="promotion-title">
              <PromotionCover promotion={promotion} eager />
              <h2 id="promotion-title" className={css.detailTitle}>
                {promotion.title}
              </h2>
              <ValidityText promotion={promotion} />
              <SafeHtml html={promotion.content} />
            </article>
            {signedIn ? (
              <>
                <ActivityApplicationForm activityId={id} />
                <MyApplications activityId={id} />
              </>
            ) : (
              <section className={css.section} aria-labelledby="apply-login">
                <h2 id="apply-login" className={css.sectionTitle}>
                  {t('promotions.apply.title')}
                </h2>
                <p className={css.status}>{t('promotions.apply.loginFirst')}</p>
                <div className={css.actions}>
                  <Button href={loginHref(`/m/activityDetail?id=${encodeURIComponent(id)}`)}>
                    {t('common.login')}
                  </Button>
                  <Button tone="secondary" href={REGISTER_ROUTE}>
                    {t('common.register')}
                  </Button>
                </div>
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
