import { PageSummary } from '../../app/PageSummary';

/** /m/login: log in by username and password or by SMS code. */
export default function LoginPage() {
  return <PageSummary purpose="login" />;
}
