import { PageSummary } from '../../app/PageSummary';

/** /m/myAccount/index: my account. */
export default function MyAccountPage() {
  return <PageSummary purpose="myAccount" />;
}
