import { PageSummary } from '../../app/PageSummary';

/** /m/profitandloss: profit and loss. */
export default function ProfitAndLossPage() {
  return <PageSummary purpose="profitAndLoss" />;
}
