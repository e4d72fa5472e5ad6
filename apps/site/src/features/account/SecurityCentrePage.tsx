import { PageSummary } from '../../app/PageSummary';

/** /m/securityCenter: security centre. */
export default function SecurityCentrePage() {
  return <PageSummary purpose="securityCenter" />;
}
