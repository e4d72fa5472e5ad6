import { PageSummary } from '../../app/PageSummary';

/** /m/agentRegister: open an account for a downline. */
export default function AgentRegisterPage() {
  return <PageSummary purpose="agentRegister" />;
}
