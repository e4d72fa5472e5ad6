import type { PlatformCall } from './types';

// Message and game calls as the platform makes and answers them (api-contract §4, §5, §8; games
// spec §7; accounts spec §7).

/** A game as the platform lists it (§4 "Game object fields seen in lists"). */
const platformGame = {
  nodeId: 20123,
  gameId: 123,
  roomId: null,
  gameName: 'Golden Empire',
  nodeName: 'Golden Empire',
  defaultLanguage: 'EN',
  showIcon: '/TCG_GAME_ICONS/JL/GE.png',
  iconUrl: null,
  defaultIcon: '/TCG_GAME_ICONS/default.png',
  lagerIcon: '/TCG_GAME_ICONS/JL/GE_L.png',
  vassalage: 'JL',
  displayName: 'JILI',
  gameType: 'RNG',
  gameCode: 'GE',
  nodeTypeManageId: 3,
  isGame: 'GAME',
};

/** A game named only by `nodeName` (§8 #7: the display name is `gameName` or else `nodeName`). */
const nodeNameOnly = {
  nodeId: '20124',
  nodeName: 'Fortune Gems',
  vassalage: 'JL',
  gameType: 'RNG',
};

const minimalGame = { nodeId: 20123, gameName: 'Golden Empire', gameType: 'RNG', vassalage: 'JL' };

const announcementItem = {
  id: 301,
  title: 'Weekend bonus',
  content: '<p>25% on every deposit</p>',
  execution: 'B',
  promotionType: 'DEPOSIT',
  groupName: 'm_home',
  url: '/m/activity',
  linkageType: 'INTERNAL',
  announcementImages: [{ imageUrl: '/TCG_PROD_IMAGES/banner/301.jpg' }],
};

const lottery = {
  gameCode: 'TCG_PH_6_42',
  gameName: 'Lotto 6/42',
  nodeId: 90001,
  vendor: 'TCG',
  gameType: 'LOTT',
  iconUrl: '/TCG_GAME_ICONS/LOTT/6_42.png',
  prizeModes: ['Elott'],
  playTypes: ['trad', 'ent'],
  drawIntervalSeconds: 86400,
  nextDrawAt: 1764241200000,
};

/** A vendor game's launch as the site asks for it (§4 launch game). */
const vendorLaunch = {
  launchMode: 'GLS',
  nodeId: '20123',
  gameId: '123',
  vassalage: 'JL',
  gameType: 'RNG',
  accountType: 1,
  platform: 'html5',
  clientType: '2',
  language: 'TY',
  backUrl: '/m/slot-games',
};

const launchNote = 'a game address: `content.game_url`, or `gameUrl`, `url`, `link`, `launchUrl`';

const launched = { content: { game_url: 'https://games.example.ph/launch?t=abc' } };

/** Lotto 6/42's draws, 9 PM in Manila: the open one (27 November 2026) and the one before. */
const drawAt = 1795784400000;
const lastDrawAt = 1795698000000;

const lotteryOrder = {
  orderId: 'L100003',
  gameCode: 'TCG_PH_6_42',
  gameName: 'Lotto 6/42',
  numbers: ['03', '11', '17', '23', '35', '41'],
  draws: 3,
  stake: 60,
  win: 0,
  status: 'PENDING',
  createdAt: 1795770000000,
};

const vnGame = {
  gameCode: 'VN_HANOI',
  gameName: 'Hà Nội',
  drawDays: [1, 3, 5],
  drawTime: '18:15',
};

export const messageAndGameCalls = {
  announcements: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    token: 'optional',
    sends: 'query',
    known:
      'H (§5, §8 #15): `banners`, `player`, `popup`, `promotion`, `hot` lists; spec: agent `footer.unreadCount`, module AGEANNOUNCE3',
    params: { types: 'B,PL,PU,PR,H', groupName: 'm_home', platform: 'M', merchantCode: 'acme' },
    // The agents' own announcements, asked for alone, are module AGEANNOUNCE3 (specs' module ids).
    moduleIdFor: [
      {
        when: 'types=A',
        params: { types: 'A', groupName: 'm_home', platform: 'M', merchantCode: 'acme' },
        moduleId: 'AGEANNOUNCE3',
      },
    ],
    platform: [
      {
        banners: [announcementItem],
        player: [{ ...announcementItem, id: 302, execution: 'A' }],
        popup: [],
        promotion: [{ ...announcementItem, id: 303 }],
        hot: [],
      },
    ],
    minimal: { player: [{ id: 302 }] },
  },
  markAnnouncementRead: {
    method: 'POST',
    path: '/wps/relay/MCSFE_markAnnouncementAsRead',
    moduleId: 'COMM3',
    token: true,
    sends: 'json',
    known: 'not public (§7: not found): `success` is the answer',
    params: { announcementId: 302, read: true },
    minimal: null,
  },
  inboxUnreadCount: {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    moduleId: 'INBOX3',
    token: true,
    sends: 'query',
    known: 'H (§4; spec): `value` is the number',
    params: {},
    platform: [1, '3'],
    minimal: 0,
  },
  inboxList: {
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    moduleId: 'INBOX3',
    token: true,
    sends: 'query',
    known: 'path H (§4); shape not public',
    params: { page: 1, size: 20 },
    minimal: {
      list: [{ id: 1, title: 'Welcome', content: '<p>Hi</p>', createdAt: 1764201600000, read: 0 }],
      pageNum: 1,
      totalPages: 1,
    },
  },
  markInboxRead: {
    method: 'POST',
    path: '/wps/relay/CSP_markAsRead',
    moduleId: 'INBOX3',
    token: true,
    sends: 'json',
    known: 'not public: `success` is the answer',
    params: { id: 1 },
    minimal: null,
  },
  chatUnreadCount: {
    method: 'GET',
    path: '/wps/relay/CBS_unreadCount',
    moduleId: 'CBS3',
    token: true,
    sends: 'query',
    known: 'spec: `value.unReadCount`',
    params: {},
    minimal: { unReadCount: 0 },
  },
  chatLaunch: {
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    moduleId: 'CBS3',
    token: true,
    sends: 'query',
    known: 'H (§4; spec): `value.chatUrl`',
    params: { b2c: 1, language: 'TY', backUrl: '/m/home', headerColor: '#1a1a2e', title: 'Chat' },
    minimal: { chatUrl: 'https://chat.example.ph/?ticket=abc' },
  },
  helpCenter: {
    method: 'GET',
    path: '/wps/system/helpCenter',
    moduleId: 'COMM3',
    token: false,
    sends: 'query',
    known: 'H (§8 #10): sends `{device: "MOBILE", lang}`; `value` is an array',
    params: { device: 'MOBILE', lang: 'TY' },
    platform: [
      [
        { id: 1, title: 'How do I register?', content: '<p>Tap Register.</p>', tag: null, sort: 1 },
        { id: 2, title: 'About us', content: '<p>…</p>', tag: 'about' },
      ],
    ],
    minimal: [{ title: 'How do I register?', content: '<p>Tap Register.</p>' }],
  },
  feedback: {
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: 'FEEDBACK3',
    token: true,
    sends: 'json',
    known: 'H (§4; spec: `content, sender, type, captcha`): `success` is the answer',
    params: {
      content: 'The deposit did not arrive yet',
      sender: 'juan88',
      type: 1,
      captcha: '4821',
    },
    minimal: null,
  },
  vendorGameTypes: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    moduleId: 'COMM3',
    token: false,
    sends: 'query',
    known: 'M (§4, §5; spec): `value.content = {<type>: {<vendor>: […]}}`',
    params: { typeId: '1', merchant_code: 'acme' },
    platform: [{ content: { RNG: { JL: [], PG: ['VIDEO'] }, LIVE: { EVO: [] } } }],
    minimal: { content: {} },
  },
  vendorLanes: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    token: false,
    sends: 'query',
    known: 'M (§4, §5): `value.data.lanes[{title, cards[…], gameClassify[…]}]`',
    params: { platform: 'html5', merchantCode: 'acme', clientType: '2', language: 'TY' },
    platform: [
      {
        data: {
          lanes: [
            {
              title: 'RNG',
              cards: [
                {
                  vassalage: 'JL',
                  displayName: 'JILI',
                  gameType: 'RNG',
                  gameCode: null,
                  isGame: 'VASSALAGE',
                  lagerIcon: '/TCG_PROD_IMAGES/JL.png',
                  smallIcon: '/TCG_PROD_IMAGES/JL_S.png',
                  mobileSmallIcon: null,
                  h5Icon: null,
                  mobileLargeIcon: '/TCG_PROD_IMAGES/JL_ML.png',
                  accountTypeName: 'JILI',
                },
              ],
              gameClassify: [{ key: 'VIDEO', displayName: 'Video slots', gameCount: 120 }],
            },
          ],
        },
      },
    ],
    minimal: {
      data: {
        lanes: [
          {
            title: 'RNG',
            cards: [{ vassalage: 'JL', displayName: 'JILI', gameType: 'RNG', isGame: 'VASSALAGE' }],
            gameClassify: [],
          },
        ],
      },
    },
  },
  gameList: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    moduleId: 'GAMELO3',
    token: false,
    sends: 'query',
    known:
      'H (§8 #7): `{games[], pageNum, totalPages}`; `totalCount` never read; a game named by `gameName` or else `nodeName`',
    note: 'each game: `gameName`, else `nodeName`; a missing `pageNum` is the page asked for',
    params: {
      merchant: 'acme',
      platform: 'html5',
      clientType: '2',
      language: 'TY',
      gameType: 'RNG',
      vassalage: 'JL,PG',
      pageNo: 1,
      pageSize: 35,
    },
    platform: [{ games: [platformGame, nodeNameOnly], pageNum: 1, totalPages: 4 }],
    minimal: { games: [minimalGame], totalPages: 1 },
  },
  hotGames: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    moduleId: 'GAMELOHOT3',
    token: false,
    sends: 'query',
    known: 'H (§4, §5; spec): `value.list[]` of games',
    note: 'each game: `gameName`, else `nodeName`',
    params: { merchantCode: 'acme', isPlatform: '2', platform: 'html5', language: 'TY' },
    platform: [{ list: [platformGame, nodeNameOnly] }],
    minimal: { list: [minimalGame] },
  },
  favouriteIds: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    moduleId: 'GAMELOFAV3',
    token: true,
    sends: 'query',
    known: 'H (§4; spec): `value` the array of favourite node ids (compared as strings)',
    params: { pageNo: 1, pageSize: 100 },
    platform: [[20123, '20124']],
    minimal: [],
  },
  favouriteList: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    moduleId: 'GAMELOFAV3',
    token: true,
    sends: 'query',
    known: 'H (§8 #7): `{content[], pageNum, totalPages}`',
    note: 'each game: `gameName`, else `nodeName`; a missing `pageNum` is the page asked for',
    params: {
      pageNo: 1,
      pageSize: 24,
      gameType: 'RNG',
      language: 'TY',
      clientType: '2',
      platform: 'html5',
    },
    platform: [{ content: [platformGame, nodeNameOnly], pageNum: 1, totalPages: 1 }],
    minimal: { content: [minimalGame], totalPages: 1 },
  },
  addFavourite: {
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    token: true,
    sends: 'json',
    known: 'H (§8 #7): the answer is not read',
    params: { nodeId: '20123', vendor: 'JL', gameType: 'RNG' },
    platform: [null, true],
    minimal: null,
  },
  removeFavourite: {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    token: true,
    sends: 'json',
    known: 'H (§8 #4, #7): the fields as a JSON body; the answer is not read',
    params: { nodeId: '20123', vendor: 'JL', gameType: 'RNG' },
    platform: [null],
    minimal: null,
  },
  recentGames: {
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    moduleId: 'GAMELOREC3',
    token: true,
    sends: 'query',
    known: 'H (§8 #5): `value` is the array of games itself',
    note: 'each game: `gameName`, else `nodeName`; a full page means there may be another',
    params: { page: 1, pageSize: 24, language: 'TY', clientType: '2' },
    platform: [[platformGame, nodeNameOnly], []],
    minimal: [minimalGame],
  },
  addRecentGame: {
    method: 'GET',
    path: '/wps/relay/MCS2_addRecentGame',
    moduleId: 'GAMELOREC3',
    token: true,
    sends: 'query',
    known: 'not public (§7: not found); the answer is not read',
    params: { nodeId: '20123' },
    minimal: null,
  },
  launchGame: {
    method: 'GET',
    path: '/wps/game/launchGame',
    moduleId: 'GAMELO3',
    token: true,
    sends: 'query',
    noRetry: true,
    known:
      'H (§4, §8 #12): `value.content.game_url` (older: `gameUrl`/`url`/`link`/`launchUrl`); refusals HTTP 500 `#727`/`#734`, never retried',
    note: launchNote,
    params: vendorLaunch,
    platform: [launched, { gameUrl: 'https://games.example.ph/launch?t=abc' }],
    minimal: launched,
  },
  gameLaunchFB: {
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    moduleId: 'GAMELO3',
    token: true,
    sends: 'query',
    noRetry: true,
    known:
      'path M (§4; spec: the Facebook game launch), listed with no module id, token "no", no parameters or answer: launchGame’s here (GAMELO3, the session, its answer); a launch, never retried (§8 #12)',
    note: launchNote,
    params: vendorLaunch,
    minimal: launched,
  },
  lobbyNews: {
    method: 'GET',
    path: '/wps/relay/GLS2_lobbyNews',
    moduleId: 'GAMELO3',
    token: false,
    sends: 'query',
    known:
      'spec: the name `GLS2_lobbyNews`; not public (path prefix, module id and shape of this contract)',
    params: { language: 'TY', pageNo: 1, pageSize: 10 },
    minimal: {
      list: [
        {
          id: 12,
          category: 'NEW_GAME',
          title: 'New this week: Golden Empire',
          summary: 'A fresh slot from JILI is in the lobby.',
          content: '<p><strong>Golden Empire</strong> by JILI has landed in the lobby.</p>',
          publishedAt: 1795680000000,
        },
      ],
      pageNum: 1,
      totalPages: 1,
    },
  },
  lotteryGames: {
    method: 'GET',
    path: '/lgw/games/mobile',
    token: false,
    sends: 'query',
    bare: true,
    known: 'H (§8 #6): no envelope; an object whose values are the lotteries',
    note: 'read in the object’s order as a list',
    params: { language: 'TY' },
    platform: [
      {
        TCG_PH_6_42: lottery,
        TCG_FAST_1M: { ...lottery, gameCode: 'TCG_FAST_1M', gameName: 'Fast 1 minute' },
      },
    ],
    minimal: { TCG_PH_6_42: { gameCode: 'TCG_PH_6_42', gameName: 'Lotto 6/42' } },
  },
  vnLotteryMenu: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    token: false,
    sends: 'query',
    bare: true,
    known: 'H (§8 #6): no envelope; the shape inside is not public',
    params: { language: 'TY' },
    minimal: { regions: [{ region: 'NORTH', displayName: 'Miền Bắc', games: [vnGame] }] },
  },
  vnLotteryRecent: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    token: true,
    sends: 'query',
    bare: true,
    known: 'H (§8 #6): no envelope; the shape inside is not public',
    params: { language: 'TY', limit: 6 },
    minimal: { list: [vnGame] },
  },
  lotteryDrawInfo: {
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    token: false,
    sends: 'query',
    bare: true,
    known:
      'spec: the path; no envelope, as `/lgw/` answers (§8 #6; this one under `/lotto/lgw/`); not public (shape of this contract)',
    params: { gameCode: 'TCG_PH_6_42' },
    minimal: {
      gameCode: 'TCG_PH_6_42',
      gameName: 'Lotto 6/42',
      numero: '20261127',
      closeAt: drawAt - 15 * 60_000,
      drawAt,
      serverTime: 1795770000000,
      results: [
        { numero: '20261126', drawAt: lastDrawAt, numbers: ['04', '09', '15', '22', '31', '40'] },
      ],
    },
  },
  vnLotteryResults: {
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    token: false,
    sends: 'query',
    bare: true,
    known: 'H (§8 #6): no envelope; spec: the path; not public (shape of this contract)',
    params: { gameCode: 'VN_HANOI' },
    minimal: {
      gameCode: 'VN_HANOI',
      gameName: 'Hà Nội',
      region: 'NORTH',
      nextDrawAt: 1796037300000,
      draws: [
        {
          numero: '20261126',
          drawDate: '2026-11-26',
          prizes: [
            { tier: 'DB', numbers: ['48213'] },
            { tier: 'G7', numbers: ['07', '62', '35', '90'] },
          ],
        },
      ],
    },
  },
  popularLotteries: {
    method: 'GET',
    path: '/lgw/games/popular',
    token: false,
    sends: 'query',
    bare: true,
    known:
      'H (§8 #6): no envelope; spec: the path; not public (shape of this contract): the array itself',
    note: 'read as a list in its order',
    params: { language: 'TY' },
    minimal: [{ gameCode: 'TCG_FAST_1M', gameName: '1-Minute Lotto', vendor: 'TCG', players: 42 }],
  },
  lotteryOrders: {
    method: 'GET',
    path: '/lgw/orders',
    token: true,
    sends: 'query',
    bare: true,
    known: 'H (§8 #6): no envelope; spec: the path; not public (shape of this contract)',
    params: { pageNo: 1, pageSize: 50 },
    minimal: { list: [lotteryOrder], pageNum: 1, totalPages: 1 },
  },
  lotteryOrderDetail: {
    method: 'GET',
    path: '/lgw/orders/detail',
    token: true,
    sends: 'query',
    bare: true,
    known: 'H (§8 #6): no envelope; spec: the path; not public (shape of this contract)',
    params: { orderId: 'L100003' },
    minimal: {
      order: lotteryOrder,
      subOrders: [
        {
          subOrderId: 7,
          numero: '20261127',
          drawAt,
          stake: 20,
          status: 'PENDING',
          win: 0,
          cancellable: true,
        },
      ],
    },
  },
  cancelLotterySubOrders: {
    method: 'POST',
    path: '/lgw/orders/suborders/cancel',
    token: true,
    sends: 'json',
    bare: true,
    known:
      'H (§8 #6): no envelope; spec: the path; not public (parameters and shape of this contract)',
    params: { orderId: 'L100003', subOrderIds: ['7', '8'] },
    minimal: { cancelled: ['7', '8'], refunded: 40, balance: 1560.5 },
  },
  winnerBoard: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    token: false,
    sends: 'query',
    known: 'H/M (§4, §5; spec): `value.list[{vo:{customerName, winAmount, gameName, nodeId, …}}]`',
    params: { gameCategory: 'ALL', language: 'TY', limitNum: 20 },
    platform: [
      {
        list: [
          {
            vo: {
              customerName: 'ju***88',
              winAmount: '15230.5',
              gameName: 'Golden Empire',
              nodeId: 20123,
              vassalage: 'JL',
              gameType: 'RNG',
              iconUrl: '/TCG_GAME_ICONS/JL/GE.png',
            },
          },
        ],
      },
    ],
    minimal: {
      list: [{ vo: { customerName: 'ju***88', winAmount: 15230.5, gameName: 'Golden Empire' } }],
    },
  },
  jackpot: {
    method: 'GET',
    path: '/wps/relay/VIS_getJackpot',
    moduleId: 'COMM3',
    token: false,
    sends: 'query',
    known: 'path M (§4); shape not public',
    params: { language: 'TY' },
    minimal: { amount: 1250000000 },
  },
} satisfies Record<string, PlatformCall>;
