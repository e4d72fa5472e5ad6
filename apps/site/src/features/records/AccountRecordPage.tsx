import { PageSummary } from '../../app/PageSummary';

/** /m/transaction/record: account record (`types=A` for agents). */
export default function AccountRecordPage() {
  return <PageSummary purpose="transactionRecord" />;
}
