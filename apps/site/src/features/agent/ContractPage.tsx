import { PageSummary } from '../../app/PageSummary';

/** The three contract pages (daily salary, dividend, hourly salary) under /m/member/agent/. */
export default function ContractPage() {
  return <PageSummary purpose="contract" />;
}
