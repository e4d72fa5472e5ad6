import { PageSummary } from '../../app/PageSummary';

/** /m/member/notice?types=A: agent announcements. */
export default function AgentNoticesPage() {
  return <PageSummary purpose="agentNotice" />;
}
