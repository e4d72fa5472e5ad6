import { PageSummary } from '../../app/PageSummary';

/** /m/agent/team/pnl: team profit and loss. */
export default function TeamProfitAndLossPage() {
  return <PageSummary purpose="teamPnl" />;
}
