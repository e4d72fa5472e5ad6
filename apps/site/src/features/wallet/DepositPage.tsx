import { PageSummary } from '../../app/PageSummary';

/** /m/voucherCenter: deposit entry. */
export default function DepositPage() {
  return <PageSummary purpose="voucherCenter" />;
}
