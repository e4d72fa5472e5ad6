import { PageSummary } from '../../app/PageSummary';

/** /m/notice: announcements; the query value selects an item by index. */
export default function NoticesPage() {
  return <PageSummary purpose="notice" />;
}
