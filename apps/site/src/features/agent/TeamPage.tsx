import { PageSummary } from '../../app/PageSummary';

/** /m/member/team: team members. */
export default function TeamPage() {
  return <PageSummary purpose="team" />;
}
