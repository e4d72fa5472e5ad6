import { PageSummary } from '../../app/PageSummary';

/** /m/member/agent/agentRebeat: agent rebate. */
export default function AgentRebatePage() {
  return <PageSummary purpose="agentRebate" />;
}
