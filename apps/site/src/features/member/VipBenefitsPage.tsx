import { PageSummary } from '../../app/PageSummary';

/** /m/member/benefits: VIP benefits. */
export default function VipBenefitsPage() {
  return <PageSummary purpose="vipBenefits" />;
}
