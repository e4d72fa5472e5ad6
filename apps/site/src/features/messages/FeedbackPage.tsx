import { PageSummary } from '../../app/PageSummary';

/** /m/feedback: feedback form. */
export default function FeedbackPage() {
  return <PageSummary purpose="feedback" />;
}
