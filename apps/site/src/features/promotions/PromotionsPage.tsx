import { PageSummary } from '../../app/PageSummary';

/** /m/activity: promotion list. */
export default function PromotionsPage() {
  return <PageSummary purpose="activity" />;
}
