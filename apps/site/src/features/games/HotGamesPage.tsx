import { PageSummary } from '../../app/PageSummary';

/** /m/hot-games: hot games with a search by name. */
export default function HotGamesPage() {
  return <PageSummary purpose="hotGames" />;
}
