import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Icon } from '@playdeck/ui';
import type { Announcement } from '@playdeck/contract';
import { promotionCover, promotionValidity } from '@playdeck/domain';
import * as css from './promotions.css';

/** The validity line: MM/DD/YYYY dates, or the start and "long term" when there is no expiry. */
export function ValidityText({ promotion }: { promotion: Announcement }) {
  const { t } = useTranslation();
  const v = promotionValidity(promotion);
  if (v.kind === 'none') return null;
  const text =
    v.kind === 'longTerm'
      ? t('promotions.validity.longTerm', { start: v.start })
      : v.kind === 'single'
        ? t('promotions.validity.single', { date: v.date })
        : t('promotions.validity.range', { start: v.start, end: v.end });
  return (
    <span className={css.dates}>
      <Icon name="calendar" size="sm" />
      {text}
    </span>
  );
}

/** The picture whose sequence is 1, in a fixed box; nothing when there is none or it fails. */
export function PromotionCover({
  promotion,
  eager = false,
}: {
  promotion: Announcement;
  eager?: boolean;
}) {
  const url = promotionCover(promotion.announcementImages);
  const [failed, setFailed] = useState(false);
  if (!url || failed) return null;
  return (
    <span className={css.cover}>
      <img
        className={css.coverImage}
        src={url}
        alt=""
        width={480}
        height={200}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}

/** An accordion header: picture, title and validity. */
export function PromotionHeader({ promotion }: { promotion: Announcement }) {
  return (
    <span className={css.header} data-promotion-id={String(promotion.id)}>
      <PromotionCover promotion={promotion} />
      <span className={css.title}>{promotion.title}</span>
      <ValidityText promotion={promotion} />
    </span>
  );
}
