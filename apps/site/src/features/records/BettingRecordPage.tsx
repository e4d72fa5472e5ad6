import { PageSummary } from '../../app/PageSummary';

/** /m/gameRecord: betting record. */
export default function BettingRecordPage() {
  return <PageSummary purpose="gameRecord" />;
}
