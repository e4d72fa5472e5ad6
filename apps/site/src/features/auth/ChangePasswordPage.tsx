import { PageSummary } from '../../app/PageSummary';

/** /m/changePsw: change password (visitors are sent home by the route guard). */
export default function ChangePasswordPage() {
  return <PageSummary purpose="changePsw" />;
}
