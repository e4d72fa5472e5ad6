import { PageSummary } from '../../app/PageSummary';

/** /m/teamBetting: team betting. */
export default function TeamBettingPage() {
  return <PageSummary purpose="teamBetting" />;
}
