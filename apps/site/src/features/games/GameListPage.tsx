import { PageSummary } from '../../app/PageSummary';

/** The shared game list screen: /m/gameList and the category paths (live, poker, sport, slot, fishing, esport, roulette, baccarat, inHouse, fav, provider, lott, elott). */
export default function GameListPage() {
  return <PageSummary purpose="gameList" />;
}
