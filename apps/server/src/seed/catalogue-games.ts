import type { Db } from '../db/database';
import { command } from '../store/sql';
import { seededRandom, type SeededRandom } from './catalogue-random';

/** Vendors of the demo catalogue, in menu order within each game type. */
export interface VendorSeed {
  code: string;
  name: string;
  gameType: 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'SPORTS' | 'LOTT' | 'ELOTT';
  group?: 'ESPORTS' | 'COCKFIGHT' | 'INHOUSE';
  /** How many games (lobby vendors have exactly one game: their lobby). */
  games: number;
  /** The card launches the vendor's lobby (sports, esports, cockfight). */
  lobby?: boolean;
  hue: number;
}

export const VENDORS: readonly VendorSeed[] = [
  { code: 'PG', name: 'PG Soft', gameType: 'RNG', games: 80, hue: 268 },
  { code: 'PP', name: 'Pragmatic Play', gameType: 'RNG', games: 85, hue: 24 },
  { code: 'JDB', name: 'JDB', gameType: 'RNG', games: 65, hue: 206 },
  { code: 'FC', name: 'Fa Chai', gameType: 'RNG', games: 60, hue: 350 },
  { code: 'CQ9', name: 'CQ9', gameType: 'RNG', games: 65, hue: 40 },
  { code: 'JL', name: 'JILI', gameType: 'RNG', group: 'INHOUSE', games: 60, hue: 52 },
  { code: 'EVO', name: 'Evolution', gameType: 'LIVE', games: 30, hue: 160 },
  { code: 'SA', name: 'SA Gaming', gameType: 'LIVE', games: 22, hue: 0 },
  { code: 'DG', name: 'Dream Gaming', gameType: 'LIVE', games: 20, hue: 220 },
  { code: 'WM', name: 'WM Casino', gameType: 'LIVE', games: 20, hue: 300 },
  { code: 'KY', name: 'Kaiyuan', gameType: 'PVP', games: 24, hue: 12 },
  { code: 'V8', name: 'V8 Poker', gameType: 'PVP', games: 20, hue: 190 },
  { code: 'JDBF', name: 'JDB Fishing', gameType: 'FISH', games: 10, hue: 196 },
  { code: 'FCF', name: 'Fa Chai Fishing', gameType: 'FISH', games: 10, hue: 176 },
  { code: 'SBO', name: 'SBOBET', gameType: 'SPORTS', games: 1, lobby: true, hue: 210 },
  { code: 'CMD', name: 'CMD368', gameType: 'SPORTS', games: 1, lobby: true, hue: 130 },
  { code: 'SABA', name: 'SABA Sports', gameType: 'SPORTS', games: 1, lobby: true, hue: 4 },
  {
    code: 'AV',
    name: 'AV Esports',
    gameType: 'SPORTS',
    group: 'ESPORTS',
    games: 1,
    lobby: true,
    hue: 280,
  },
  {
    code: 'AI',
    name: 'AI Esports',
    gameType: 'SPORTS',
    group: 'ESPORTS',
    games: 1,
    lobby: true,
    hue: 250,
  },
  {
    code: 'IMES',
    name: 'IM Esports',
    gameType: 'SPORTS',
    group: 'ESPORTS',
    games: 1,
    lobby: true,
    hue: 320,
  },
  {
    code: 'TF',
    name: 'TF Gaming',
    gameType: 'SPORTS',
    group: 'ESPORTS',
    games: 1,
    lobby: true,
    hue: 20,
  },
  {
    code: 'IA',
    name: 'IA Esports',
    gameType: 'SPORTS',
    group: 'ESPORTS',
    games: 1,
    lobby: true,
    hue: 180,
  },
  {
    code: 'SV3',
    name: 'SV388',
    gameType: 'SPORTS',
    group: 'COCKFIGHT',
    games: 1,
    lobby: true,
    hue: 8,
  },
  {
    code: 'DS88',
    name: 'DS88 Sabong',
    gameType: 'SPORTS',
    group: 'COCKFIGHT',
    games: 1,
    lobby: true,
    hue: 30,
  },
  {
    code: 'DIG',
    name: 'Digmaan',
    gameType: 'SPORTS',
    group: 'COCKFIGHT',
    games: 1,
    lobby: true,
    hue: 45,
  },
  {
    code: 'WGB',
    name: 'WGB Sabong',
    gameType: 'SPORTS',
    group: 'COCKFIGHT',
    games: 1,
    lobby: true,
    hue: 355,
  },
  { code: 'TCG', name: 'TCG Lotto', gameType: 'LOTT', games: 12, hue: 140 },
  { code: 'VNLOTTO', name: 'Vietnam Lotto', gameType: 'ELOTT', games: 18, hue: 0 },
];

/** Classifications per game type, with display names (the game list's class menu). */
export const GAME_CLASSES: Record<string, readonly [key: string, name: string][]> = {
  RNG: [
    ['VIDEO', 'Video Slots'],
    ['CLASSIC', 'Classic Slots'],
    ['MEGA', 'Megaways'],
    ['JACKPOT', 'Jackpot'],
    ['ARCADE', 'Arcade'],
    ['CRASH', 'Crash'],
    ['BG', 'Bingo'],
  ],
  LIVE: [
    ['BAC', 'Baccarat'],
    ['ROU', 'Roulette'],
    ['BJ', 'Blackjack'],
    ['SICBO', 'Sic Bo'],
    ['DT', 'Dragon Tiger'],
    ['SHOW', 'Game Shows'],
  ],
  PVP: [
    ['TONGITS', 'Tongits'],
    ['PUSOY', 'Pusoy'],
    ['TEXAS', "Texas Hold'em"],
    ['NIU', 'Bull Bull'],
    ['RUMMY', 'Rummy'],
  ],
  // Fishing games are one kind: the type has no classes (the menu offers only all and new).
  FISH: [],
  SPORTS: [
    ['SPORTSBOOK', 'Sportsbook'],
    ['ESPORTS', 'Esports'],
    ['COCKFIGHT', 'Cockfight'],
  ],
  LOTT: [
    ['LOTTO', 'Lotto'],
    ['FAST', 'Fast Draws'],
  ],
  ELOTT: [
    ['NORTH', 'North'],
    ['CENTRAL', 'Central'],
    ['SOUTH', 'South'],
  ],
};

const SLOT_FIRST = [
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Fortune',
  'Royal',
  'Sweet',
  'Mega',
  'Super',
  'Jade',
  'Crystal',
  'Fire',
  'Thunder',
  'Pirate',
  'Samurai',
  'Phoenix',
  'Treasure',
  'Jungle',
  'Neon',
  'Dragon',
  'Tiger',
  'Lotus',
  'Moon',
  'Sun',
  'Ocean',
  'Diamond',
  'Ruby',
  'Emerald',
  'Cosmic',
  'Boracay',
  'Manila',
  'Fiesta',
  'Mango',
  'Carabao',
  'Sampaguita',
  'Aztec',
  'Pharaoh',
  'Viking',
  'Candy',
  'Fruit',
  'Magic',
  'Ninja',
  'Panda',
  'Koi',
  'Buffalo',
  'Eagle',
  'Wolf',
  'Lion',
] as const;
const SLOT_SECOND = [
  'Empire',
  'Riches',
  'Fortune',
  'Bonanza',
  'Gems',
  'Temple',
  'Legends',
  'Wheel',
  'Quest',
  'Carnival',
  'Nights',
  'Gold',
  'Party',
  'Kingdom',
  'Blast',
  'Rush',
  'Spins',
  'Reels',
  'Hunt',
  'Festival',
  'Palace',
  'Dreams',
  'Storm',
  'Cascade',
  'Express',
  'Vault',
  'Jackpot',
  'Heist',
  'Journey',
  'Warriors',
  'Garden',
  'Island',
  'Galaxy',
  'Frenzy',
  'Mania',
  'Magic',
  'Treasures',
] as const;
const FISH_NAMES = [
  'Ocean King',
  'Dragon Fishing',
  'Mermaid Hunt',
  'Golden Shark',
  'Bomb Fishing',
  'Jackpot Fishing',
  'Fishing War',
  'Deep Sea Hunter',
  'Mega Fishing',
  'Royal Fishing',
  'Lucky Fishing',
  'Boom Legend',
  'Happy Fishing',
  'Fishing God',
  'Crab Catch',
  'Octopus Raid',
  'Whale Tales',
  'Pearl Diver',
  'Reef Raiders',
  'Coral Kingdom',
] as const;
const LIVE_TABLES: Record<string, readonly string[]> = {
  BAC: ['Baccarat', 'Speed Baccarat', 'No Commission Baccarat', 'Squeeze Baccarat'],
  ROU: ['Roulette', 'Lightning Roulette', 'Auto Roulette', 'Speed Roulette'],
  BJ: ['Blackjack', 'Speed Blackjack', 'Infinite Blackjack'],
  SICBO: ['Sic Bo', 'Super Sic Bo'],
  DT: ['Dragon Tiger', 'Fast Dragon Tiger'],
  SHOW: ['Crazy Time', 'Monopoly Live', 'Dream Catcher', 'Mega Ball', 'Color Game'],
};
const PVP_GAMES: Record<string, readonly string[]> = {
  TONGITS: ['Tongits', 'Tongits Go', 'Tongits Plus'],
  PUSOY: ['Pusoy', 'Pusoy Dos', 'Pusoy Go'],
  TEXAS: ["Texas Hold'em", 'Short Deck', 'Omaha'],
  NIU: ['Bull Bull', 'Banker Bull', 'Mahjong Bull'],
  RUMMY: ['Rummy', 'Gin Rummy', 'Indian Rummy'],
};
const PVP_SUFFIX = ['Classic', 'Rush', 'VIP', 'Blitz', 'Pro', 'Royale'];
const BINGO_NAMES = [
  'Bingo Carnival',
  'Pinoy Bingo',
  'Super Bingo',
  'Bingo Star',
  'Lucky Bingo',
  'Calaca Bingo',
  'Bingo Fiesta',
  'Go Go Bingo',
  'Mega Bingo',
  'Bingo Jackpot',
];
const ARCADE_NAMES = [
  'Plinko',
  'Mines',
  'Hi-Lo',
  'Keno',
  'Dice',
  'Limbo',
  'Tower',
  'Goal',
  'Color Game',
  'Pachinko',
  'Coin Pusher',
  'Scratch Card',
  'Wheel of Luck',
  'Lucky Darts',
];
const CRASH_NAMES = ['Aviator', 'JetX', 'Crash Rocket', 'Space Crash', 'Balloon', 'Cricket Crash'];
const TCG_LOTTO: readonly [code: string, name: string, cls: 'LOTTO' | 'FAST', seconds: number][] = [
  ['PH_6_42', 'Lotto 6/42', 'LOTTO', 86_400],
  ['PH_6_45', 'Mega Lotto 6/45', 'LOTTO', 86_400],
  ['PH_6_49', 'Super Lotto 6/49', 'LOTTO', 86_400],
  ['PH_6_55', 'Grand Lotto 6/55', 'LOTTO', 86_400],
  ['PH_6_58', 'Ultra Lotto 6/58', 'LOTTO', 86_400],
  ['PH_3D', 'Swertres 3D', 'LOTTO', 28_800],
  ['PH_2D', 'EZ2 2D', 'LOTTO', 28_800],
  ['FAST_1M', '1-Minute Lotto', 'FAST', 60],
  ['FAST_3M', '3-Minute Lotto', 'FAST', 180],
  ['FAST_5M', '5-Minute Lotto', 'FAST', 300],
  ['K3_1M', 'Fast 3 (1 min)', 'FAST', 60],
  ['PK10_5M', 'PK10 (5 min)', 'FAST', 300],
];
/** Vietnamese provincial lotteries: region, code, name, weekdays (0 = Sunday), draw time. */
const VN_LOTTO: readonly [
  region: string,
  code: string,
  name: string,
  days: number[],
  time: string,
][] = [
  ['NORTH', 'VN_HANOI', 'Ha Noi', [1, 4], '18:15'],
  ['NORTH', 'VN_QUANGNINH', 'Quang Ninh', [2], '18:15'],
  ['NORTH', 'VN_BACNINH', 'Bac Ninh', [3], '18:15'],
  ['NORTH', 'VN_HAIPHONG', 'Hai Phong', [5], '18:15'],
  ['NORTH', 'VN_NAMDINH', 'Nam Dinh', [6], '18:15'],
  ['NORTH', 'VN_THAIBINH', 'Thai Binh', [0], '18:15'],
  ['CENTRAL', 'VN_DANANG', 'Da Nang', [3, 6], '17:15'],
  ['CENTRAL', 'VN_KHANHHOA', 'Khanh Hoa', [0, 3], '17:15'],
  ['CENTRAL', 'VN_HUE', 'Thua Thien Hue', [1], '17:15'],
  ['CENTRAL', 'VN_BINHDINH', 'Binh Dinh', [4], '17:15'],
  ['CENTRAL', 'VN_GIALAI', 'Gia Lai', [5], '17:15'],
  ['CENTRAL', 'VN_QUANGNAM', 'Quang Nam', [2], '17:15'],
  ['SOUTH', 'VN_HCM', 'Ho Chi Minh', [1, 6], '16:15'],
  ['SOUTH', 'VN_DONGTHAP', 'Dong Thap', [1], '16:15'],
  ['SOUTH', 'VN_CANTHO', 'Can Tho', [3], '16:15'],
  ['SOUTH', 'VN_TAYNINH', 'Tay Ninh', [4], '16:15'],
  ['SOUTH', 'VN_VUNGTAU', 'Vung Tau', [2], '16:15'],
  ['SOUTH', 'VN_TIENGIANG', 'Tien Giang', [0], '16:15'],
];

interface GameSeed {
  name: string;
  code: string;
  /** Null for a game of a type without classes (fishing). */
  classify: string | null;
  minBetCents: number;
  minLine: number;
  supportPlay: boolean;
  lottoMode?: string;
  playType?: string;
  lobby?: boolean;
  lottery?: {
    region: string | null;
    seconds: number;
    days: number[];
    time: string;
    modes: string[];
    playTypes: string[];
  };
}

const slug = (name: string) =>
  name
    .toUpperCase()
    .replace(/'/g, '')
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function uniqueName(rnd: SeededRandom, used: Set<string>, make: () => string): string {
  for (let i = 0; i < 50; i++) {
    const name = make();
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  // The lists are large enough; a numbered name keeps it unique if they ever run short.
  let n = 2;
  const base = make();
  while (used.has(`${base} ${n}`)) n++;
  used.add(`${base} ${n}`);
  return `${base} ${n}`;
}

function slotGames(vendor: VendorSeed, rnd: SeededRandom): GameSeed[] {
  const used = new Set<string>();
  const games: GameSeed[] = [];
  const inHouse = vendor.group === 'INHOUSE';
  for (let i = 0; i < vendor.games; i++) {
    let classify: string;
    let name: string;
    if (inHouse && i < 8) {
      classify = 'BG';
      name = uniqueName(rnd, used, () => rnd.pick(BINGO_NAMES));
    } else if (inHouse && i < 20) {
      classify = 'ARCADE';
      name = uniqueName(rnd, used, () => rnd.pick(ARCADE_NAMES));
    } else if (inHouse && i < 25) {
      classify = 'CRASH';
      name = uniqueName(rnd, used, () => rnd.pick(CRASH_NAMES));
    } else if (vendor.code === 'FC' && i < 3) {
      classify = 'BG';
      name = uniqueName(rnd, used, () => `${rnd.pick(SLOT_FIRST)} Bingo`);
    } else {
      classify = rnd.pick(['VIDEO', 'VIDEO', 'VIDEO', 'CLASSIC', 'MEGA', 'JACKPOT', 'VIDEO']);
      name = uniqueName(rnd, used, () => `${rnd.pick(SLOT_FIRST)} ${rnd.pick(SLOT_SECOND)}`);
    }
    const slot = !['BG', 'ARCADE', 'CRASH'].includes(classify);
    games.push({
      name,
      code: `${vendor.code}_${slug(name)}`,
      classify,
      minBetCents: rnd.pick(slot ? [1, 10, 20, 50, 100] : [10, 100]),
      minLine: slot ? rnd.pick(classify === 'MEGA' ? [243] : [1, 9, 20, 25, 50]) : 1,
      supportPlay: rnd.chance(0.8),
    });
  }
  return games;
}

function tableGames(
  vendor: VendorSeed,
  rnd: SeededRandom,
  catalogue: Record<string, readonly string[]>,
  suffixes: readonly string[],
  minBets: number[],
  freePlayChance: number,
): GameSeed[] {
  const used = new Set<string>();
  const classes = Object.keys(catalogue);
  return Array.from({ length: vendor.games }, (_, i) => {
    const classify = classes[i % classes.length] as string;
    const name = uniqueName(rnd, used, () => {
      const base = rnd.pick(catalogue[classify] as readonly string[]);
      return `${base} ${rnd.pick(suffixes)}`;
    });
    return {
      name,
      code: `${vendor.code}_${slug(name)}`,
      classify,
      minBetCents: rnd.pick(minBets),
      minLine: 1,
      supportPlay: rnd.chance(freePlayChance),
    };
  });
}

function gamesOf(vendor: VendorSeed, rnd: SeededRandom): GameSeed[] {
  switch (vendor.gameType) {
    case 'RNG':
      return slotGames(vendor, rnd);
    case 'LIVE':
      return tableGames(
        vendor,
        rnd,
        LIVE_TABLES,
        ['A', 'B', 'C', 'D', 'E', 'VIP', 'Prime', '1', '2', '3'],
        [1000, 2000, 5000, 10000],
        0,
      );
    case 'PVP':
      return tableGames(vendor, rnd, PVP_GAMES, PVP_SUFFIX, [100, 500, 1000], 0.5);
    case 'FISH': {
      const used = new Set<string>();
      return Array.from({ length: vendor.games }, () => {
        const name = uniqueName(rnd, used, () => rnd.pick(FISH_NAMES));
        return {
          name,
          code: `${vendor.code}_${slug(name)}`,
          classify: null,
          minBetCents: rnd.pick([10, 100]),
          minLine: 1,
          supportPlay: rnd.chance(0.8),
        };
      });
    }
    case 'SPORTS':
      return [
        {
          name: `${vendor.name} Lobby`,
          code: `${vendor.code}_LOBBY`,
          classify:
            vendor.group === 'ESPORTS'
              ? 'ESPORTS'
              : vendor.group === 'COCKFIGHT'
                ? 'COCKFIGHT'
                : 'SPORTSBOOK',
          minBetCents: 1000,
          minLine: 1,
          supportPlay: false,
          lobby: true,
        },
      ];
    case 'LOTT':
      return [
        lotteryLobby(vendor),
        ...TCG_LOTTO.map(([code, name, cls, seconds]) => ({
          name,
          code: `TCG_${code}`,
          classify: cls,
          minBetCents: 200,
          minLine: 1,
          supportPlay: false,
          lottoMode: 'Lott',
          playType: cls === 'FAST' ? 'ent' : 'trad',
          lottery: {
            region: null,
            seconds,
            days: [0, 1, 2, 3, 4, 5, 6],
            time: '21:00',
            modes: ['Lott', 'ZY', 'Elott'],
            playTypes: cls === 'FAST' ? ['trad', 'ent'] : ['trad'],
          },
        })),
      ];
    case 'ELOTT':
      return [
        lotteryLobby(vendor),
        ...VN_LOTTO.map(([region, code, name, days, time]) => ({
          name: `${name} Lottery`,
          code,
          classify: region,
          minBetCents: 100,
          minLine: 1,
          supportPlay: false,
          lottoMode: 'Elott',
          playType: 'trad',
          lottery: { region, seconds: 86_400, days, time, modes: ['Elott'], playTypes: ['trad'] },
        })),
      ];
  }
}

function lotteryLobby(vendor: VendorSeed): GameSeed {
  return {
    name: `${vendor.name} Lobby`,
    code: `${vendor.code}_LOBBY`,
    classify: vendor.gameType === 'LOTT' ? 'LOTTO' : 'NORTH',
    minBetCents: 100,
    minLine: 1,
    supportPlay: false,
    lottoMode: vendor.gameType === 'LOTT' ? 'Lott' : 'Elott',
    playType: 'trad',
    lobby: true,
  };
}

/** Node ids are not game ids: a client that mixes them up fails visibly. */
export const nodeIdOf = (gameId: number) => String(20000 + gameId);

/** Inserts vendors, classes, games, lottery details, winners and the jackpot. Deterministic. */
export function seedGameCatalogue(db: Db, now: number): void {
  const rnd = seededRandom(20250601);
  const insertVendor = command<
    [string, string, string, string | null, string, number, number, number]
  >(
    db,
    `INSERT INTO vendors (code, display_name, game_type, group_name, account_type_name, lobby, sort, hue)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertClass = command<[string, string, string, number]>(
    db,
    'INSERT INTO game_classes (game_type, key, display_name, sort) VALUES (?, ?, ?, ?)',
  );
  const insertGame = command<
    [
      number,
      string,
      string | null,
      string,
      string,
      string,
      string,
      string | null,
      number,
      number,
      number,
      number | null,
      number,
      number,
      number,
      string | null,
      string | null,
      number,
      number,
    ]
  >(
    db,
    `INSERT INTO games (id, node_id, room_id, game_code, name, game_type, vendor, classify,
       min_bet_cents, min_line, is_hot, hot_rank, is_new, support_play, is_h5, lotto_mode,
       play_type, lobby, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLottery = command<[string, string | null, number, string, string, string, string]>(
    db,
    `INSERT INTO lottery_games (node_id, region, draw_interval_seconds, draw_days, draw_time,
       prize_modes, play_types) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  for (const [type, classes] of Object.entries(GAME_CLASSES))
    classes.forEach(([key, name], i) => insertClass.run(type, key, name, i));

  // Ids are given in catalogue order (vendor menu order, then the vendor's own order): the game
  // list pages by id.
  let gameId = 0;
  const hotCandidates: number[] = [];
  const gameNames: { id: number; nodeId: string; type: string }[] = [];
  VENDORS.forEach((vendor, vendorSort) => {
    insertVendor.run(
      vendor.code,
      vendor.name,
      vendor.gameType,
      vendor.group ?? null,
      vendor.code,
      vendor.lobby ? 1 : 0,
      vendorSort,
      vendor.hue,
    );
    gamesOf(vendor, rnd).forEach((g, sort) => {
      gameId += 1;
      const nodeId = nodeIdOf(gameId);
      const playable = !g.lobby && ['RNG', 'LIVE', 'PVP', 'FISH'].includes(vendor.gameType);
      if (playable && rnd.chance(0.16)) hotCandidates.push(gameId);
      insertGame.run(
        gameId,
        nodeId,
        vendor.gameType === 'PVP' ? `R${1000 + gameId}` : null,
        g.code,
        g.name,
        vendor.gameType,
        vendor.code,
        g.classify,
        g.minBetCents,
        g.minLine,
        0,
        null,
        playable && rnd.chance(0.1) ? 1 : 0,
        g.supportPlay ? 1 : 0,
        rnd.chance(0.03) ? 0 : 1,
        g.lottoMode ?? null,
        g.playType ?? null,
        g.lobby ? 1 : 0,
        sort,
      );
      if (g.lottery)
        insertLottery.run(
          nodeId,
          g.lottery.region,
          g.lottery.seconds,
          g.lottery.days.join(','),
          g.lottery.time,
          g.lottery.modes.join(','),
          g.lottery.playTypes.join(','),
        );
      if (playable) gameNames.push({ id: gameId, nodeId, type: vendor.gameType });
    });
  });

  // Hot games: a ranked list across types, hottest first.
  const setHot = command<[number, number]>(
    db,
    'UPDATE games SET is_hot = 1, hot_rank = ? WHERE id = ?',
  );
  rnd.sample(hotCandidates, hotCandidates.length).forEach((id, rank) => setHot.run(rank + 1, id));

  // Winner board: 40 recent big wins.
  const first = [
    'maria',
    'jose',
    'juan',
    'ana',
    'mark',
    'joy',
    'rommel',
    'liza',
    'paolo',
    'grace',
    'jun',
    'carlo',
    'bea',
    'migs',
    'kris',
    'nina',
    'rj',
    'angel',
    'jomar',
    'tess',
  ];
  const insertWinner = command<[string, string, number, number]>(
    db,
    'INSERT INTO winners (customer_name, node_id, win_cents, won_at) VALUES (?, ?, ?, ?)',
  );
  for (let i = 0; i < 40; i++) {
    const game = rnd.pick(gameNames);
    const pesos = rnd.chance(0.2) ? rnd.int(100_000, 2_500_000) : rnd.int(1_000, 99_999);
    insertWinner.run(
      `${rnd.pick(first)}${rnd.int(10, 9999)}`,
      game.nodeId,
      pesos * 100 + rnd.int(0, 99),
      now - rnd.int(60, 48 * 3600) * 1000,
    );
  }

  // The jackpot pool starts at ₱1,250,000,000 and grows ₱1,000 a minute.
  command<[number, number, number]>(
    db,
    'INSERT INTO jackpot (id, base_cents, base_at, cents_per_minute) VALUES (1, ?, ?, ?)',
  ).run(125_000_000_000, now, 100_000);
}
