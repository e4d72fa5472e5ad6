import { PageSummary } from '../../app/PageSummary';

/** /m/agent: agent home (agent session types only). */
export default function AgentHomePage() {
  return <PageSummary purpose="agentHome" />;
}
