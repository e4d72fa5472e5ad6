import { PageSummary } from '../../app/PageSummary';

/** /m/rewardCenter: reward centre (flag REWCEN3, checked by the route table). */
export default function RewardCentrePage() {
  return <PageSummary purpose="rewardCenter" />;
}
