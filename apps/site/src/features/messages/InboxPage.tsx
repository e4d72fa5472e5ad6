import { PageSummary } from '../../app/PageSummary';

/** /m/webEmail: inbox messages. */
export default function InboxPage() {
  return <PageSummary purpose="webEmail" />;
}
