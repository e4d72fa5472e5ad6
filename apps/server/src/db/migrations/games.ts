import type { Migration } from '../migrations';

// Money is kept in whole centavos (INTEGER) so sums are exact; the API speaks pesos.

/** Games, promotions, wallet and agents: versions 200-299. */
export const gameMigrations: Migration[] = [
  {
    version: 200,
    name: 'game catalogue',
    sql: `
      CREATE TABLE vendors (
        code TEXT PRIMARY KEY,
        display_name TEXT NOT NULL,
        -- RNG, LIVE, PVP, FISH, SPORTS, LOTT, ELOTT
        game_type TEXT NOT NULL,
        -- how the site groups it: ESPORTS, COCKFIGHT or INHOUSE (null: its game type)
        group_name TEXT,
        account_type_name TEXT NOT NULL,
        -- 1: the vendor card launches its lobby game; 0: it opens the vendor's game list
        lobby INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL,
        hue INTEGER NOT NULL
      );
      CREATE TABLE game_classes (
        game_type TEXT NOT NULL,
        key TEXT NOT NULL,
        display_name TEXT NOT NULL,
        sort INTEGER NOT NULL,
        PRIMARY KEY (game_type, key)
      );
      CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        node_id TEXT NOT NULL UNIQUE,
        room_id TEXT,
        game_code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        game_type TEXT NOT NULL,
        vendor TEXT NOT NULL REFERENCES vendors(code),
        classify TEXT,
        min_bet_cents INTEGER NOT NULL,
        min_line INTEGER NOT NULL,
        is_hot INTEGER NOT NULL DEFAULT 0,
        hot_rank INTEGER,
        is_new INTEGER NOT NULL DEFAULT 0,
        support_play INTEGER NOT NULL DEFAULT 0,
        is_h5 INTEGER NOT NULL DEFAULT 1,
        lotto_mode TEXT,
        play_type TEXT,
        lobby INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE INDEX games_by_type ON games (game_type, sort);
      CREATE INDEX games_by_vendor ON games (vendor, sort);
      CREATE INDEX games_hot ON games (hot_rank) WHERE is_hot = 1;
      CREATE TABLE lottery_games (
        node_id TEXT PRIMARY KEY REFERENCES games(node_id),
        -- NORTH, CENTRAL, SOUTH for the Vietnamese lottery; null for TCG lotto
        region TEXT,
        draw_interval_seconds INTEGER NOT NULL,
        -- comma list of weekdays, 0 = Sunday
        draw_days TEXT NOT NULL,
        draw_time TEXT NOT NULL,
        prize_modes TEXT NOT NULL,
        play_types TEXT NOT NULL
      );
      CREATE TABLE winners (
        id INTEGER PRIMARY KEY,
        customer_name TEXT NOT NULL,
        node_id TEXT NOT NULL REFERENCES games(node_id),
        win_cents INTEGER NOT NULL,
        won_at INTEGER NOT NULL
      );
      CREATE TABLE jackpot (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        base_cents INTEGER NOT NULL,
        base_at INTEGER NOT NULL,
        cents_per_minute INTEGER NOT NULL
      );
    `,
  },
  {
    version: 201,
    name: 'favourites, recent games, launches and bets',
    sql: `
      CREATE TABLE favourite_games (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        node_id TEXT NOT NULL REFERENCES games(node_id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, node_id)
      );
      CREATE TABLE recent_games (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        node_id TEXT NOT NULL REFERENCES games(node_id),
        played_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, node_id)
      );
      CREATE INDEX recent_games_by_time ON recent_games (user_id, played_at DESC);
      -- A launch ticket opens the demo game page; it never carries the session token.
      CREATE TABLE game_launches (
        ticket TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        node_id TEXT NOT NULL REFERENCES games(node_id),
        -- 1 real money, 0 free play
        account_type INTEGER NOT NULL,
        prize_mode TEXT,
        play_type TEXT,
        back_url TEXT,
        free_balance_cents INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX game_launches_by_expiry ON game_launches (expires_at);
      -- Real-money bets only (free play moves no money and leaves no record).
      CREATE TABLE bets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        node_id TEXT NOT NULL REFERENCES games(node_id),
        stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
        win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
        placed_at INTEGER NOT NULL
      );
      CREATE INDEX bets_by_user ON bets (user_id, placed_at);
      CREATE INDEX bets_by_time ON bets (placed_at);
    `,
  },
  {
    version: 202,
    name: 'wallets, transactions, payment passwords, rank progress',
    sql: `
      CREATE TABLE wallets (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE transactions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- DEPOSIT, WITHDRAW, BET, WIN, REWARD, REBATE, SALARY, DIVIDEND
        type TEXT NOT NULL,
        -- positive in, negative out
        amount_cents INTEGER NOT NULL,
        balance_after_cents INTEGER NOT NULL,
        status TEXT NOT NULL,
        channel TEXT,
        remark TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX transactions_by_user ON transactions (user_id, created_at);
      CREATE TABLE payment_passwords (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        password_hash TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      -- Turnover before the demo's own bets (seeded history), counted toward VIP rank.
      CREATE TABLE rank_turnover (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        base_turnover_cents INTEGER NOT NULL,
        month_turnover_cents INTEGER NOT NULL
      );
    `,
  },
  {
    version: 203,
    name: 'promotions: invite codes, sign-in, rewards, activity applications',
    sql: `
      CREATE TABLE promotion_switches (
        key TEXT PRIMARY KEY,
        enabled INTEGER NOT NULL
      );
      CREATE TABLE invite_codes (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE
      );
      CREATE TABLE referrals (
        invitee_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        referrer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX referrals_by_referrer ON referrals (referrer_id);
      CREATE TABLE sign_ins (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- operator day YYYY-MM-DD (Asia/Manila)
        day TEXT NOT NULL,
        streak INTEGER NOT NULL,
        reward_cents INTEGER NOT NULL,
        PRIMARY KEY (user_id, day)
      );
      CREATE TABLE rewards (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        description TEXT,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        source TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        claimed_at INTEGER
      );
      CREATE INDEX rewards_by_user ON rewards (user_id, created_at);
      CREATE TABLE activity_applications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        activity_id TEXT NOT NULL,
        comment TEXT NOT NULL,
        status TEXT NOT NULL,
        submitted_at INTEGER NOT NULL
      );
      CREATE INDEX activity_applications_by_user ON activity_applications (user_id, submitted_at);
      CREATE TABLE activity_application_images (
        application_id INTEGER NOT NULL REFERENCES activity_applications(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        mime TEXT NOT NULL,
        bytes BLOB NOT NULL,
        PRIMARY KEY (application_id, position)
      );
    `,
  },
  {
    version: 204,
    name: 'agents: profiles, downlines, affiliate links, contracts, dividends',
    sql: `
      CREATE TABLE agent_profiles (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        -- JSON [{productType, rate}]: the agent's own rates, the most a downline may get
        rebates TEXT NOT NULL,
        quota_total INTEGER NOT NULL
      );
      CREATE TABLE downlines (
        member_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        agent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        rebates TEXT NOT NULL,
        affiliate_url_id INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX downlines_by_agent ON downlines (agent_id);
      CREATE TABLE affiliate_urls (
        id INTEGER PRIMARY KEY,
        agent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        user_type TEXT NOT NULL,
        rebates TEXT NOT NULL,
        domain TEXT,
        created_at INTEGER NOT NULL,
        deleted_at INTEGER
      );
      CREATE INDEX affiliate_urls_by_agent ON affiliate_urls (agent_id);
      CREATE TABLE agent_contracts (
        id INTEGER PRIMARY KEY,
        agent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        status TEXT NOT NULL,
        tiers TEXT NOT NULL,
        offered_at INTEGER,
        accepted_at INTEGER,
        UNIQUE (agent_id, kind)
      );
      CREATE TABLE dividends (
        id INTEGER PRIMARY KEY,
        agent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        period_start TEXT NOT NULL,
        period_end TEXT NOT NULL,
        team_pl_cents INTEGER NOT NULL,
        active_members INTEGER NOT NULL,
        rate_percent REAL NOT NULL,
        amount_cents INTEGER NOT NULL,
        status TEXT NOT NULL,
        paid_at INTEGER
      );
      CREATE INDEX dividends_by_agent ON dividends (agent_id, period_start);
    `,
  },
  {
    version: 205,
    name: 'game list order index',
    // Game ids follow the catalogue order (vendor menu order, then the vendor's own order), so a
    // type's list pages straight off this index.
    sql: 'CREATE INDEX games_by_type_id ON games (game_type, id);',
  },
  {
    version: 206,
    name: 'game launches bound to their session',
    // A launch ticket works only while the session that launched it is live (logout, a password
    // change elsewhere and expiry end it). Launches made before this have no session and end.
    sql: `
      ALTER TABLE game_launches ADD COLUMN session_token TEXT REFERENCES sessions(token) ON DELETE CASCADE;
      CREATE INDEX game_launches_by_session ON game_launches (session_token);
    `,
  },
  {
    version: 207,
    name: 'vendor wallets, lobby news, lottery orders',
    sql: `
      -- Transfer-wallet merchants: a wallet per vendor beside the main wallet (wallets).
      CREATE TABLE vendor_wallets (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        vendor TEXT NOT NULL REFERENCES vendors(code),
        balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, vendor)
      );
      CREATE TABLE lobby_news (
        id INTEGER PRIMARY KEY,
        language TEXT NOT NULL,
        -- NEW_GAME, EVENT, NOTICE
        category TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        node_id TEXT REFERENCES games(node_id),
        published_at INTEGER NOT NULL
      );
      CREATE INDEX lobby_news_by_language ON lobby_news (language, published_at);
      -- A lottery order: one choice of numbers played on one or more draws (its sub-orders).
      CREATE TABLE lottery_orders (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        node_id TEXT NOT NULL REFERENCES games(node_id),
        -- the numbers chosen, comma separated
        numbers TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX lottery_orders_by_user ON lottery_orders (user_id, created_at);
      CREATE TABLE lottery_suborders (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES lottery_orders(id) ON DELETE CASCADE,
        numero TEXT NOT NULL,
        draw_at INTEGER NOT NULL,
        stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
        -- PENDING until the draw, then WON or LOST; CANCELLED by the player before the draw
        status TEXT NOT NULL,
        win_cents INTEGER NOT NULL DEFAULT 0,
        settled_at INTEGER
      );
      CREATE INDEX lottery_suborders_by_order ON lottery_suborders (order_id);
    `,
  },
];
