import type { Db } from '../db/database';
import { command, statement } from '../store/sql';

const DAY = 24 * 60 * 60 * 1000;

type Category = 'NEW_GAME' | 'EVENT' | 'NOTICE';

interface NewsSeed {
  category: Category;
  /** Days before seeding it was published. */
  daysAgo: number;
  /** A new game's news names the game: the n-th new slot of the catalogue. */
  newGame?: number;
  text: Record<'TY' | 'EN', { title: string; summary: string; content: string }>;
}

const news: NewsSeed[] = [
  {
    category: 'NEW_GAME',
    daysAgo: 1,
    newGame: 0,
    text: {
      EN: {
        title: 'New this week: {{game}}',
        summary: 'A fresh slot from {{vendor}} is in the lobby. Try it in free play first.',
        content:
          '<p><strong>{{game}}</strong> by {{vendor}} has landed in the lobby.</p><p>Open it from this news, or find it under <em>New</em> in the slots list.</p>',
      },
      TY: {
        title: 'Bago ngayong linggo: {{game}}',
        summary: 'May bagong slot mula sa {{vendor}} sa lobby. Subukan muna nang libre.',
        content:
          '<p>Dumating na sa lobby ang <strong>{{game}}</strong> ng {{vendor}}.</p><p>Buksan ito mula sa balitang ito, o hanapin sa <em>Bago</em> sa listahan ng slots.</p>',
      },
    },
  },
  {
    category: 'EVENT',
    daysAgo: 3,
    text: {
      EN: {
        title: 'Live casino weekend: double points',
        summary: 'Every live casino bet this weekend earns double points in the points mall.',
        content:
          '<p>From Friday 6 PM to Sunday midnight, live casino bets earn <strong>double points</strong>.</p><p>Points arrive by Monday noon.</p>',
      },
      TY: {
        title: 'Weekend ng live casino: dobleng puntos',
        summary: 'Bawat taya sa live casino ngayong weekend ay may dobleng puntos sa points mall.',
        content:
          '<p>Mula Biyernes 6 PM hanggang Linggo ng hatinggabi, may <strong>dobleng puntos</strong> ang mga taya sa live casino.</p><p>Darating ang puntos bago magtanghali ng Lunes.</p>',
      },
    },
  },
  {
    category: 'NEW_GAME',
    daysAgo: 6,
    newGame: 1,
    text: {
      EN: {
        title: '{{game}} joins the lobby',
        summary: '{{vendor}} adds another game. Open it in one tap from here.',
        content: '<p>Say hello to <strong>{{game}}</strong> from {{vendor}}.</p>',
      },
      TY: {
        title: 'Dagdag sa lobby ang {{game}}',
        summary: 'May bagong laro ang {{vendor}}. Buksan ito sa isang tap mula rito.',
        content: '<p>Kilalanin ang <strong>{{game}}</strong> mula sa {{vendor}}.</p>',
      },
    },
  },
  {
    category: 'NOTICE',
    daysAgo: 9,
    text: {
      EN: {
        title: 'Fishing games: faster loading',
        summary: 'Fishing games now open up to twice as fast on mobile data.',
        content:
          '<p>The fishing games were updated: they open faster on mobile data and use less of it.</p>',
      },
      TY: {
        title: 'Mga larong pangingisda: mas mabilis magbukas',
        summary:
          'Dalawang beses nang mas mabilis magbukas ang mga larong pangingisda sa mobile data.',
        content:
          '<p>Na-update ang mga larong pangingisda: mas mabilis silang magbukas at mas tipid sa mobile data.</p>',
      },
    },
  },
];

/**
 * The game lobby's news in TY and EN (`GLS2_lobbyNews`): new games (naming real games of the
 * catalogue, so a player can open them), events and notices. After the catalogue.
 */
export function seedLobbyNews(db: Db, now: number): void {
  const newGames = statement<[], { node_id: string; name: string; display_name: string }>(
    db,
    `SELECT g.node_id, g.name, v.display_name FROM games g JOIN vendors v ON v.code = g.vendor
        WHERE g.game_type = 'RNG' AND g.is_new = 1 AND g.lobby = 0 ORDER BY g.id LIMIT 2`,
  ).all();
  const insert = command<[string, string, string, string, string, string | null, number]>(
    db,
    `INSERT INTO lobby_news (language, category, title, summary, content, node_id, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const item of news) {
    const game = item.newGame === undefined ? undefined : newGames[item.newGame];
    if (item.newGame !== undefined && !game) continue;
    const fill = (s: string) =>
      s.replace(/{{game}}/g, game?.name ?? '').replace(/{{vendor}}/g, game?.display_name ?? '');
    for (const [language, t] of Object.entries(item.text))
      insert.run(
        language,
        item.category,
        fill(t.title),
        fill(t.summary),
        fill(t.content),
        game?.node_id ?? null,
        now - item.daysAgo * DAY,
      );
  }
}
