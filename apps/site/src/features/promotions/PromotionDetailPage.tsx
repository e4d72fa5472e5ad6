import { PageSummary } from '../../app/PageSummary';

/** /m/activityDetail?id=: one promotion. */
export default function PromotionDetailPage() {
  return <PageSummary purpose="activityDetail" />;
}
