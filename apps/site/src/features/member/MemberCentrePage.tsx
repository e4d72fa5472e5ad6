import { PageSummary } from '../../app/PageSummary';

/** /m/member/home (also /m/mine): member centre; trial accounts are stopped by the route guard. */
export default function MemberCentrePage() {
  return <PageSummary purpose="memberCentre" />;
}
