import { PageSummary } from '../../app/PageSummary';

/** /m/message: message centre. */
export default function MessageCentrePage() {
  return <PageSummary purpose="message" />;
}
