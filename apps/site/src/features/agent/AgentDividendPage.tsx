import { PageSummary } from '../../app/PageSummary';

/** /m/member/agent/agentDivident: dividend. */
export default function AgentDividendPage() {
  return <PageSummary purpose="agentDividend" />;
}
