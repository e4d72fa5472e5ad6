import type { Db } from '../db/database';
import { addInboxMessage } from '../store/messages';
import { command, insertedId, statement } from '../store/sql';

const DAY = 24 * 60 * 60 * 1000;

/** The inbox message every new member gets. */
export function welcomeMessage(username: string) {
  return {
    sender: 'Playdeck',
    title: 'Welcome to Playdeck',
    content: `<p>Hi <strong>${username.replace(/[<>&"]/g, '')}</strong>, welcome aboard!</p><p>Your first deposit earns a <strong>100% welcome bonus</strong> up to ₱5,000. See <em>Promotions</em> for the details.</p><p>Play responsibly: you can set deposit limits in the security centre at any time.</p>`,
  };
}

interface SeedAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'A';
  title: string;
  content: string;
  group?: string;
  category?: string;
  url?: string;
  linkageType?: 'INTERNAL' | 'EXTERNAL' | 'NONE';
  /** Days from seeding; negative is in the past. */
  start: number;
  end?: number;
  noExpiry?: boolean;
  images?: string[];
}

const terms = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** Promotions, one or more per category, in tab order (spec 2 §2). */
const promotions: SeedAnnouncement[] = [
  {
    type: 'PR',
    category: 'NEW_PLAYER',
    title: '100% welcome bonus up to ₱5,000',
    content: `<p>Double your first deposit. Deposit at least <strong>₱100</strong> and get a 100% bonus, up to ₱5,000.</p>${terms('Once per player, household and device.', 'Turnover 10× (deposit + bonus) within 30 days.', 'Slots count 100%, live casino 20%.')}`,
    start: -20,
    end: 90,
  },
  {
    type: 'PR',
    category: 'DEPOSIT',
    title: 'Every-day 25% reload',
    content: `<p>Reload any day and receive <strong>25% extra</strong>, up to ₱1,000 per day.</p><table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>₱500</td><td>₱125</td></tr><tr><td>₱2,000</td><td>₱500</td></tr><tr><td>₱4,000+</td><td>₱1,000</td></tr></tbody></table>${terms('Turnover 5× the bonus.', 'One claim per day (Asia/Manila).')}`,
    start: -30,
    noExpiry: true,
  },
  {
    type: 'PR',
    category: 'APP_DOWNLOAD',
    title: 'Install the app, get up to ₱599',
    content: `<p>Add Playdeck to your home screen and log in from the app to receive a free bonus of up to <strong>₱599</strong>.</p>${terms('Once per account.', 'Credited within 24 hours of the first app login.')}`,
    start: -5,
    noExpiry: true,
  },
  {
    type: 'PR',
    category: 'RNG',
    title: 'Slot tournament: ₱300,000 prize pool',
    content: `<p>Spin on any JILI or PG slot. The biggest single win multiplier each week wins.</p>${terms('Top 50 players share the pool.', 'Minimum bet ₱5 per spin.')}`,
    start: -3,
    end: 25,
  },
  {
    type: 'PR',
    category: 'LIVE',
    title: 'Baccarat streak bonus',
    content: `<p>Win <strong>6 hands in a row</strong> at any live baccarat table and receive up to ₱8,888.</p>${terms('Minimum bet ₱100 per hand.', 'Tie results do not break a streak.')}`,
    start: -10,
    end: 50,
  },
  {
    type: 'PR',
    category: 'PVP',
    title: 'Poker rake-back 30%',
    content: `<p>Get 30% of your poker rake back every Monday.</p>${terms('Paid automatically to your main wallet.')}`,
    start: -15,
    noExpiry: true,
  },
  {
    type: 'PR',
    category: 'SPORT',
    title: 'Parlay insurance',
    content: `<p>Lose a parlay of 5 or more legs by one leg and get your stake back, up to ₱2,000.</p>${terms('Odds of each leg 1.50 or higher.', 'Refunded as bonus with 1× turnover.')}`,
    start: -2,
    end: 60,
  },
  {
    type: 'PR',
    category: 'FISH',
    title: 'Fishing frenzy: golden shark hunt',
    content: `<p>Catch the golden shark in any fishing game for an extra <strong>₱1,888</strong>.</p>`,
    start: -1,
    end: 30,
  },
  {
    type: 'PR',
    category: 'LOTTO',
    title: 'Lotto lucky numbers',
    content: `<p>Match 3 numbers in any draw and get a free ticket for the next draw.</p>`,
    start: -7,
    noExpiry: true,
  },
  {
    type: 'PR',
    category: 'REBATE',
    title: 'Unlimited daily rebate up to 1.2%',
    content: `<p>Every bet earns a rebate, paid daily with no rollover.</p><table><thead><tr><th>Games</th><th>Rebate</th></tr></thead><tbody><tr><td>Slots and fishing</td><td>1.2%</td></tr><tr><td>Live casino</td><td>0.8%</td></tr><tr><td>Sports</td><td>0.6%</td></tr></tbody></table>`,
    start: -60,
    noExpiry: true,
  },
  {
    type: 'PR',
    category: 'PLAYER_RANK',
    title: 'VIP ranks and benefits',
    content: `<p>Climb from VIP 1 to VIP 10 with your monthly turnover.</p>${terms('Level-up bonus from ₱88 to ₱88,888.', 'Birthday gift from VIP 3.', 'A personal host from VIP 7.')}`,
    start: -90,
    noExpiry: true,
  },
  {
    type: 'PR',
    category: 'POINT_MALL',
    title: 'Point mall: swap points for prizes',
    content: `<p>Earn 1 point per ₱100 of turnover and swap points for bonuses and gadgets.</p>`,
    start: -40,
    noExpiry: true,
  },
  {
    type: 'PR',
    category: 'OTHER',
    title: 'Refer a friend, earn ₱200',
    content: `<p>Share your invite code. When your friend deposits ₱500, you both get ₱200.</p>`,
    start: -12,
    end: 120,
  },
];

const announcements: SeedAnnouncement[] = [
  // Home banners: promotions link to their detail page (ids are set after insertion).
  {
    type: 'B',
    group: 'm_home',
    title: 'Welcome bonus',
    content: '<p>100% on your first deposit.</p>',
    start: -20,
    noExpiry: true,
    images: ['/media/banners/welcome.webp'],
    linkageType: 'INTERNAL',
    url: 'promotion:NEW_PLAYER',
  },
  {
    type: 'B',
    group: 'm_home',
    title: 'Daily rebate',
    content: '<p>Up to 1.2%, paid every day.</p>',
    start: -20,
    noExpiry: true,
    images: ['/media/banners/rebate.webp'],
    linkageType: 'INTERNAL',
    url: 'promotion:REBATE',
  },
  {
    type: 'B',
    group: 'm_home',
    title: 'Live casino nights',
    content: '<p>Tables open 24/7.</p>',
    start: -20,
    noExpiry: true,
    images: ['/media/banners/live.webp'],
    linkageType: 'INTERNAL',
    url: '/m/live-games',
  },
  {
    type: 'B',
    group: 'm_home',
    title: 'Get the app',
    content: '<p>Install Playdeck.</p>',
    start: -20,
    noExpiry: true,
    images: ['/media/banners/app.webp'],
    linkageType: 'INTERNAL',
    url: '/m/app',
  },
  {
    type: 'B',
    group: 'm_reg',
    title: 'Join Playdeck',
    content: '<p>Register in a minute.</p>',
    start: -20,
    noExpiry: true,
    images: ['/media/banners/join.webp'],
    linkageType: 'NONE',
  },
  {
    type: 'B',
    group: 'm_login',
    title: 'Welcome back',
    content: '<p>Your games are waiting.</p>',
    start: -20,
    noExpiry: true,
    images: ['/media/banners/login.webp'],
    linkageType: 'NONE',
  },
  // Registration's notice (group m_reg: shown above the registration form only).
  {
    type: 'PL',
    group: 'm_reg',
    title: 'Use your own mobile number',
    content:
      '<p>Register with a mobile number of your own: it is how you get back into your account with an SMS code if you forget your password. Only players aged 21 and over may register.</p>',
    start: -10,
    noExpiry: true,
  },
  // Player notices (the home ticker and the announcements page).
  {
    type: 'PL',
    title: 'Scheduled maintenance on Tuesday',
    content:
      '<p>Our platform will be under maintenance on <strong>Tuesday from 02:00 to 04:00</strong> (Philippine time). Balances are safe; games and deposits pause during this window.</p>',
    start: -1,
    end: 6,
  },
  {
    type: 'PL',
    title: 'GCash deposits now instant',
    content:
      '<p>Deposits by <strong>GCash</strong> now arrive in under a minute. Minimum ₱100, maximum ₱50,000 per transaction.</p>',
    start: -3,
    noExpiry: true,
  },
  {
    type: 'PL',
    title: 'Play responsibly',
    content:
      '<p>Gaming is entertainment. Set a budget, take breaks, and never chase losses. You can set deposit limits in <em>Security centre</em>. Only players aged 21 and over may play.</p>',
    start: -30,
    noExpiry: true,
  },
  {
    type: 'PL',
    title: '20 new JILI slots this week',
    content:
      '<p>Try <strong>Super Ace Deluxe</strong>, <strong>Fortune Gems 3</strong> and 18 more new titles in the slots lobby.</p>',
    start: -2,
    end: 12,
  },
  {
    type: 'PL',
    title: 'Old notice (expired)',
    content: '<p>This notice has ended and is not shown.</p>',
    start: -40,
    end: -10,
  },
  // Popup.
  {
    type: 'PU',
    title: 'Welcome to Playdeck',
    content: '<p>New here? Your first deposit is doubled, up to ₱5,000.</p>',
    start: -20,
    noExpiry: true,
    images: ['/media/banners/welcome.webp'],
    linkageType: 'INTERNAL',
    url: 'promotion:NEW_PLAYER',
  },
  // Hot news.
  {
    type: 'H',
    title: 'Jackpot alert: ₱1.2 billion pool',
    content: '<p>The progressive jackpot has passed ₱1.2 billion. Any spin could win it.</p>',
    start: -1,
    noExpiry: true,
  },
  {
    type: 'H',
    title: 'Weekend double points',
    content: '<p>Earn double point-mall points on every bet this Saturday and Sunday.</p>',
    start: -1,
    end: 5,
  },
  // Agent announcements.
  {
    type: 'A',
    title: 'Commission paid every Monday',
    content:
      '<p>Agent commissions for the past week are paid every <strong>Monday by 12:00</strong>.</p>',
    start: -14,
    noExpiry: true,
  },
  {
    type: 'A',
    title: 'New rebate rates for slots',
    content:
      '<p>From the 1st of next month, the slots rebate you may give your downline rises to <strong>1.5%</strong>.</p>',
    start: -4,
    end: 40,
  },
  {
    type: 'A',
    title: 'Review your salary contract',
    content:
      '<p>Daily salary contracts for the new quarter are waiting in the agency centre. Review and accept them before the 15th.</p>',
    start: -2,
    end: 20,
  },
];

/** Help centre entries in TY (Tagalog) and EN, in order; the `about` entry is the about-us page. */
const help: Record<'TY' | 'EN', { title: string; content: string; tag?: string }[]> = {
  EN: [
    {
      title: 'How do I register?',
      content:
        '<p>Tap <strong>Register</strong>, choose a username or use your mobile number, set a password and confirm it. Mobile registration sends you a 6-digit SMS code.</p>',
    },
    {
      title: 'How do I deposit?',
      content:
        '<p>Open <strong>Deposit</strong>, pick a channel (GCash, Maya, bank transfer), enter the amount and follow the steps. Most deposits arrive within a minute.</p>',
    },
    {
      title: 'How do I withdraw?',
      content:
        '<p>Open <strong>Withdraw</strong>, choose your saved account and the amount, and confirm with your payment password. Withdrawals are reviewed within 30 minutes.</p>',
    },
    {
      title: 'I forgot my password',
      content:
        '<p>On the login page tap <strong>Forgot password</strong>. Reset it with an SMS code to your registered mobile number, or get a temporary password by e-mail.</p>',
    },
    {
      title: 'Responsible gaming',
      content:
        '<p>Set deposit limits, take breaks, and ask us for a self-exclusion at any time. Only players aged 21 and over may play.</p>',
    },
    {
      title: 'About us',
      tag: 'about',
      content:
        '<p>Playdeck is an online gaming platform for players in the Philippines: slots, live casino, sports, fishing, lotto and more, with fast GCash payments and 24/7 support.</p>',
    },
  ],
  TY: [
    {
      title: 'Paano mag-register?',
      content:
        '<p>Pindutin ang <strong>Register</strong>, pumili ng username o gamitin ang iyong mobile number, maglagay ng password at kumpirmahin ito. Sa mobile registration, padadalhan ka ng 6-digit na SMS code.</p>',
    },
    {
      title: 'Paano mag-deposit?',
      content:
        '<p>Buksan ang <strong>Deposit</strong>, pumili ng paraan (GCash, Maya, bank transfer), ilagay ang halaga at sundin ang mga hakbang. Karamihan ng deposit ay pumapasok sa loob ng isang minuto.</p>',
    },
    {
      title: 'Paano mag-withdraw?',
      content:
        '<p>Buksan ang <strong>Withdraw</strong>, piliin ang naka-save mong account at ang halaga, at kumpirmahin gamit ang iyong payment password. Sinusuri ang withdrawal sa loob ng 30 minuto.</p>',
    },
    {
      title: 'Nakalimutan ko ang password',
      content:
        '<p>Sa login page, pindutin ang <strong>Forgot password</strong>. I-reset ito gamit ang SMS code sa iyong rehistradong mobile number, o kumuha ng pansamantalang password sa e-mail.</p>',
    },
    {
      title: 'Responsableng paglalaro',
      content:
        '<p>Magtakda ng limitasyon sa deposit, magpahinga, at humingi sa amin ng self-exclusion anumang oras. Para lamang sa edad 21 pataas.</p>',
    },
    {
      title: 'Tungkol sa amin',
      tag: 'about',
      content:
        '<p>Ang Playdeck ay online gaming platform para sa mga manlalaro sa Pilipinas: slots, live casino, sports, fishing, lotto at iba pa, na may mabilis na GCash payments at 24/7 na suporta.</p>',
    },
  ],
};

/** Announcements of every type, the help centre, and each seeded user's inbox and chat. */
export function seedMessages(db: Db, now: number): void {
  const insert = command<
    [
      string,
      string,
      string,
      string,
      string | null,
      string | null,
      string | null,
      number,
      number | null,
      number,
      number,
    ]
  >(
    db,
    `INSERT INTO announcements (type, title, content, group_name, category, url, linkage_type,
                                start_date, end_date, no_expiry, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertImage = command<[number, number, string]>(
    db,
    'INSERT INTO announcement_images (announcement_id, sequence, url) VALUES (?, ?, ?)',
  );
  const promotionIds = new Map<string, number>();
  const day = (n: number) => now + n * DAY;

  const add = (a: SeedAnnouncement, sort: number) => {
    const info = insert.run(
      a.type,
      a.title,
      a.content,
      a.group ?? 'm_home',
      a.category ?? null,
      a.url ?? null,
      a.linkageType ?? null,
      day(a.start),
      a.noExpiry ? null : day(a.end ?? 30),
      a.noExpiry ? 1 : 0,
      sort,
    );
    const id = insertedId(info);
    (a.images ?? []).forEach((url, i) => insertImage.run(id, i + 1, url));
    return id;
  };

  promotions.forEach((p, i) => {
    const id = add(
      { ...p, images: [`/media/promotions/${p.category}.webp`], linkageType: 'INTERNAL' },
      i,
    );
    promotionIds.set(p.category as string, id);
    command<[string, number]>(db, 'UPDATE announcements SET url = ? WHERE id = ?').run(
      `/m/activityDetail?id=${id}`,
      id,
    );
  });
  announcements.forEach((a, i) => {
    const target = a.url?.startsWith('promotion:') ? promotionIds.get(a.url.slice(10)) : undefined;
    add({ ...a, url: target ? `/m/activityDetail?id=${target}` : a.url }, i);
  });

  const insertHelp = command<[string, number, string, string, string | null]>(
    db,
    'INSERT INTO help_entries (language, position, title, content, tag) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [language, entries] of Object.entries(help))
    entries.forEach((e, i) => insertHelp.run(language, i + 1, e.title, e.content, e.tag ?? null));

  const users = statement<[], { id: number; username: string; type: number }>(
    db,
    'SELECT id, username, type FROM users WHERE type != 4',
  ).all();
  const chat = command<[number, number, string, number, number | null]>(
    db,
    'INSERT INTO chat_messages (user_id, from_player, body, created_at, read_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const u of users) {
    const w = welcomeMessage(u.username);
    addInboxMessage(db, u.id, w, day(-30), day(-29));
    addInboxMessage(
      db,
      u.id,
      {
        sender: 'Playdeck',
        title: 'Your weekly reload is ready',
        content: '<p>Deposit today and receive a <strong>25% reload</strong>, up to ₱1,000.</p>',
      },
      day(-1),
    );
    addInboxMessage(
      db,
      u.id,
      {
        sender: 'Security',
        title: 'New login to your account',
        content:
          '<p>We noticed a login from a new device. If this was not you, change your password in <em>Security centre</em> now.</p>',
      },
      day(-0.2),
    );
    chat.run(u.id, 0, 'Hi! This is Playdeck support. How can we help you today?', day(-0.1), null);
  }
}
