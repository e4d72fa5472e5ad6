import { PageSummary } from '../../app/PageSummary';

/** /m/redRain: red envelope rain. */
export default function RedRainPage() {
  return <PageSummary purpose="redRain" />;
}
