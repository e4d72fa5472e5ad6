import type { Db } from '../db/database';
import { command } from '../store/sql';
import { hashPasswordSync } from '../accounts/passwords';

/** The password of every demo login (README, "Demo logins"). */
export const DEMO_PASSWORD = 'Demo1234';

export interface DemoAccount {
  username: string;
  type: number;
  nickname: string;
  /** National number, dialling code 63. */
  mobile: string;
  email: string;
  clubLabel: string | null;
  disabled?: boolean;
  /** What the account shows off (README). */
  note: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'player00',
    type: 0,
    nickname: 'Juan',
    mobile: '9171234567',
    email: 'player00@example.com',
    clubLabel: 'VIP 1',
    note: 'member (type 0)',
  },
  {
    username: 'player01',
    type: 1,
    nickname: 'Maria',
    mobile: '9181234567',
    email: 'player01@example.com',
    clubLabel: 'VIP 3',
    note: 'member and agent (type 1)',
  },
  {
    username: 'player02',
    type: 2,
    nickname: 'Jose',
    mobile: '9191234567',
    email: 'player02@example.com',
    clubLabel: 'VIP 2',
    note: 'member and agent (type 2)',
  },
  {
    username: 'agent41',
    type: 41,
    nickname: 'Ana',
    mobile: '9201234567',
    email: 'agent41@example.com',
    clubLabel: null,
    note: 'agent (type 41)',
  },
  {
    username: 'agent42',
    type: 42,
    nickname: 'Ben',
    mobile: '9211234567',
    email: 'agent42@example.com',
    clubLabel: null,
    note: 'agent (type 42)',
  },
  {
    username: 'partner40',
    type: 40,
    nickname: 'Partner',
    mobile: '9221234567',
    email: 'partner40@example.com',
    clubLabel: null,
    note: 'type 40: neither member nor agent',
  },
  {
    username: 'locked00',
    type: 0,
    nickname: 'Locked',
    mobile: '9231234567',
    email: 'locked00@example.com',
    clubLabel: null,
    disabled: true,
    note: 'disabled account',
  },
];

// Hashing is the slow part of seeding; every in-memory test database seeds again, so the demo
// hash is computed once per process (still salted, still scrypt).
let demoHash: string | undefined;

/** Demo members, agents and the type 40 account (see README: demo logins). */
export function seedAccounts(db: Db, now = Date.now()): void {
  const hash = (demoHash ??= hashPasswordSync(DEMO_PASSWORD));
  const insert = command<
    [string, string, string, number, string, string, number, number, string | null, string]
  >(
    db,
    `INSERT INTO users (username, password_hash, nickname, type, country_code, mobile, email, created_at,
                        disabled, club_label, register_method, head_icon)
     VALUES (?, ?, ?, ?, '63', ?, ?, ?, ?, ?, 'SEED', ?)`,
  );
  demoAccounts.forEach((a, i) =>
    insert.run(
      a.username,
      hash,
      a.nickname,
      a.type,
      a.mobile,
      a.email,
      now - (400 - i) * 86_400_000,
      a.disabled ? 1 : 0,
      a.clubLabel,
      String((i % 12) + 1),
    ),
  );
}
