import { PageSummary } from '../../app/PageSummary';

/** /m/mall/mallHome: points mall. */
export default function PointsMallPage() {
  return <PageSummary purpose="pointsMall" />;
}
