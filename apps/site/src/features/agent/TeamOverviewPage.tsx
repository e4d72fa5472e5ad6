import { PageSummary } from '../../app/PageSummary';

/** /m/agent/team/overview: team overview. */
export default function TeamOverviewPage() {
  return <PageSummary purpose="teamOverview" />;
}
