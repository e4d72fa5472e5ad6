import { PageSummary } from '../../app/PageSummary';

/** /m/member/teamRebate: team rebate. */
export default function TeamRebatePage() {
  return <PageSummary purpose="teamRebate" />;
}
