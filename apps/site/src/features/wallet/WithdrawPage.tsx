import { PageSummary } from '../../app/PageSummary';

/** /m/withdraw: withdrawal. */
export default function WithdrawPage() {
  return <PageSummary purpose="withdraw" />;
}
