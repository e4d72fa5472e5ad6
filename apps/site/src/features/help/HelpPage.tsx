import { PageSummary } from '../../app/PageSummary';

/** /m/help: help centre; `i` opens an entry by position, `tag=about` the about-us entry. */
export default function HelpPage() {
  return <PageSummary purpose="help" />;
}
