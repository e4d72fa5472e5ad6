import { promotionCover } from '@playdeck/domain';
import { Accordion, AppLink } from '@playdeck/ui';
import { useTranslation } from '../../i18n';
import { REGISTRATION_GROUP, useRegistrationNews } from './accountQueries';
import { bannerLink } from '../../lib/bannerLink';
import { LazySafeHtml } from '../../lib/LazySafeHtml';
import * as styles from './auth.css';

/**
 * The operator's m_reg announcements above the registration form: its banners (the picture, a link
 * where the banner leads somewhere) and its notices to open one at a time. Nothing while loading, on failure (silent, as every
 * announcement call) or when there are none: the form never waits for them.
 */
export function RegistrationNews() {
  const { t } = useTranslation();
  const { data } = useRegistrationNews();
  if (!data) return null;
  const ofGroup = <T extends { groupName?: string | null }>(items: readonly T[]) =>
    items.filter((a) => (a.groupName ?? REGISTRATION_GROUP) === REGISTRATION_GROUP);
  const banners = ofGroup(data.banners)
    .map((b) => ({
      id: String(b.id),
      imageUrl: promotionCover(b.announcementImages) ?? '',
      alt: b.title,
      ...bannerLink(b),
    }))
    .filter((b) => b.imageUrl);
  const notices = ofGroup([...data.player, ...data.popup]);
  if (banners.length === 0 && notices.length === 0) return null;
  return (
    <section className={styles.news} aria-label={t('auth.register.newsLabel')}>
      {banners.map((b) => {
        const picture = (
          <img
            className={styles.newsBanner}
            src={b.imageUrl}
            alt={b.alt}
            width={1200}
            height={500}
            decoding="async"
          />
        );
        return b.href ? (
          <AppLink key={b.id} href={b.href} target={b.target} className={styles.newsLink}>
            {picture}
          </AppLink>
        ) : (
          <div key={b.id}>{picture}</div>
        );
      })}
      {notices.length > 0 ? (
        <Accordion
          headingLevel={2}
          items={notices.map((n) => ({
            id: String(n.id),
            header: n.title,
            content: <LazySafeHtml className={styles.newsContent} html={n.content} />,
          }))}
        />
      ) : null}
    </section>
  );
}
