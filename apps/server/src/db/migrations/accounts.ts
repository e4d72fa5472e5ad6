import type { Migration } from '../migrations';

/** Accounts, sessions and messages: versions 100-199. */
export const accountMigrations: Migration[] = [
  {
    version: 100,
    name: 'users and sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        nickname TEXT,
        -- 0, 1, 2 members; 4 trial; 1, 2, 41, 42 agents (any type not 0, 4, 40); 40 special
        type INTEGER NOT NULL DEFAULT 0,
        country_code TEXT,
        mobile TEXT UNIQUE,
        email TEXT,
        created_at INTEGER NOT NULL,
        disabled INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sessions_user ON sessions(user_id);
    `,
  },
  {
    version: 101,
    name: 'account details, captchas, verification codes, outbox, rate limits',
    sql: `
      ALTER TABLE users ADD COLUMN last_login_at INTEGER;
      ALTER TABLE users ADD COLUMN password_expired INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN head_icon TEXT NOT NULL DEFAULT '1';
      ALTER TABLE users ADD COLUMN club_label TEXT;
      ALTER TABLE users ADD COLUMN payee_name TEXT;
      ALTER TABLE users ADD COLUMN birthday TEXT;
      ALTER TABLE users ADD COLUMN register_method TEXT;
      ALTER TABLE users ADD COLUMN register_url TEXT;
      -- the invitation (affiliate) and referral codes given at registration, as typed
      ALTER TABLE users ADD COLUMN affiliate_code TEXT;
      ALTER TABLE users ADD COLUMN referral_code TEXT;
      -- other contact fields the operator enabled (JSON object)
      ALTER TABLE users ADD COLUMN contacts TEXT;

      -- forgot password by e-mail: a one-time password that works next to the real one
      CREATE TABLE temporary_passwords (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        password_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE captchas (
        id TEXT PRIMARY KEY,
        answer TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE verification_codes (
        id INTEGER PRIMARY KEY,
        -- register | noLogin
        purpose TEXT NOT NULL,
        -- dialling code + national number, digits only
        target TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX verification_codes_target ON verification_codes(purpose, target, created_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        -- sms | email
        channel TEXT NOT NULL,
        recipient TEXT NOT NULL,
        subject TEXT,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox(recipient, created_at);
      CREATE TABLE rate_events (
        bucket TEXT NOT NULL,
        subject TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX rate_events_lookup ON rate_events(bucket, subject, at);
    `,
  },
  {
    version: 102,
    name: 'announcements, inbox, chat, feedback, help',
    sql: `
      CREATE TABLE announcements (
        id INTEGER PRIMARY KEY,
        -- B banner, PL player notice, PU popup, PR promotion, H hot, A agent
        type TEXT NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'A')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        group_name TEXT NOT NULL DEFAULT 'm_home',
        -- M mobile, W desktop, ALL both
        platform TEXT NOT NULL DEFAULT 'ALL',
        category TEXT,
        url TEXT,
        linkage_type TEXT,
        start_date INTEGER NOT NULL,
        end_date INTEGER,
        no_expiry INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX announcements_type ON announcements(type, sort);
      CREATE TABLE announcement_images (
        announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        sequence INTEGER NOT NULL,
        url TEXT NOT NULL,
        PRIMARY KEY (announcement_id, sequence)
      );
      CREATE TABLE announcement_reads (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        read_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, announcement_id)
      );
      CREATE TABLE inbox_messages (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        sender TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        read_at INTEGER
      );
      CREATE INDEX inbox_by_user ON inbox_messages(user_id, created_at);
      CREATE TABLE chat_messages (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- 1 written by the player, 0 by the support agent
        from_player INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        read_at INTEGER
      );
      CREATE INDEX chat_by_user ON chat_messages(user_id, created_at);
      CREATE TABLE chat_tickets (
        ticket TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        header_color TEXT,
        back_url TEXT,
        language TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        sender TEXT NOT NULL,
        type INTEGER NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE help_entries (
        id INTEGER PRIMARY KEY,
        language TEXT NOT NULL,
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        tag TEXT,
        UNIQUE (language, position)
      );
    `,
  },
  {
    version: 103,
    name: 'chat tickets bound to their session',
    // A ticket works only while the session that asked for it is live (logout, a password change
    // elsewhere and expiry end it). Tickets made before this have no session and stop working.
    sql: `
      ALTER TABLE chat_tickets ADD COLUMN session_token TEXT REFERENCES sessions(token) ON DELETE CASCADE;
      CREATE INDEX chat_tickets_by_session ON chat_tickets(session_token);
    `,
  },
  {
    version: 110,
    name: 'social login: linked provider identities, the demo identity provider',
    sql: `
      -- A provider identity (OpenID Connect sub, or the provider's user id) linked to a member.
      CREATE TABLE social_identities (
        provider TEXT NOT NULL,
        subject TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email TEXT,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER,
        PRIMARY KEY (provider, subject)
      );
      CREATE INDEX social_identities_user ON social_identities(user_id);
      -- The demo identity provider's authorisation codes (single use, PKCE-bound) and tokens.
      CREATE TABLE idp_codes (
        code TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        nonce TEXT,
        scope TEXT NOT NULL,
        subject TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE idp_tokens (
        token TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        subject TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 111,
    name: 'the demo verifier: human checks and phone verifications',
    sql: `
      CREATE TABLE verifier_challenges (
        lot_number TEXT PRIMARY KEY,
        captcha_id TEXT NOT NULL,
        answer TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        -- set once solved: the proof handed to the player, then used up by one validation
        pass_token TEXT,
        gen_time TEXT,
        used INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE verifier_phone_sessions (
        session_info TEXT PRIMARY KEY,
        phone_number TEXT NOT NULL,
        code TEXT NOT NULL,
        tries INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
];
