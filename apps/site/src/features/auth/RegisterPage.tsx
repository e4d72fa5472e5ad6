import { PageSummary } from '../../app/PageSummary';

/** /m/register (also /m/register.html): registration by username or mobile number. */
export default function RegisterPage() {
  return <PageSummary purpose="register" />;
}
