import { PageSummary } from '../../app/PageSummary';

/** /m/forget: password retrieval by e-mail or phone. */
export default function ForgetPasswordPage() {
  return <PageSummary purpose="forget" />;
}
