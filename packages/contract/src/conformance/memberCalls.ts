import type { PlatformCall } from './types';

// Promotion, wallet, agent and points-mall calls. Most of their paths and shapes are not public
// (api-contract §4 names a few): an operator's API answers them as this contract documents; the
// minimal answers below hold only what the site needs to show the screen.

const notPublic = 'not public (path and shape of this contract)';

const rebates = [{ productType: 'RNG', rate: 0.8 }];

const betRecord = {
  id: 'B1',
  username: 'juan88',
  betTime: 1764201600000,
  gameName: 'Golden Empire',
  vendor: 'JL',
  gameType: 'RNG',
  stake: '10.00',
  win: '0',
  profit: '-10.00',
};

const betSummary = { betCount: 1, stake: 10, win: 0, profit: -10 };

const pnl = {
  deposit: 500,
  withdrawal: 0,
  bet: 120,
  win: 80,
  rewards: 10,
  profit: -30,
  byGameType: [{ gameType: 'RNG', bet: 120, win: 80, profit: -40 }],
};

const affiliateUrl = {
  id: 7,
  code: 'AB12CD',
  url: 'https://example.ph/m/register?affiliateCode=AB12CD',
  userType: 'MEMBER',
  rebates,
  registeredCount: 0,
  createdAt: 1764201600000,
};

const contract = { kind: 'DAILY_SALARY', status: 'OFFERED', tiers: [{ level: 1 }] };

const dividendPeriod = {
  id: 41,
  periodStart: '2026-11-01',
  periodEnd: '2026-11-15',
  teamProfitLoss: 1200,
  activeMembers: 6,
  ratePercent: 10,
  amount: 120,
  status: 'PAYABLE',
};

const downlineTransfer = (ids: number[], amount: number) => ({
  transfers: ids.map((id) => ({ downlineId: id, username: `pedro0${id - 10}`, amount })),
  total: amount * ids.length,
  balance: 1520.5 - amount * ids.length,
});

const get = (path: string, moduleId: string | undefined, params: Record<string, unknown> = {}) => ({
  method: 'GET' as const,
  path,
  ...(moduleId ? { moduleId } : {}),
  token: true as const,
  sends: 'query' as const,
  known: notPublic,
  params,
});

const post = (path: string, moduleId: string, params: Record<string, unknown>) => ({
  method: 'POST' as const,
  path,
  moduleId,
  token: true as const,
  sends: 'json' as const,
  known: notPublic,
  params,
});

export const memberCalls = {
  availablePromotions: {
    ...get('/wps/relay/MCSFE_getAvailablePromotions', 'COMM3', { language: 'TY' }),
    token: false,
    known: 'spec (keys REFERRAL, LOGIN read); shape not public: `[{key, enabled}]`',
    minimal: [{ key: 'REFERRAL', enabled: true }],
  },
  referralDetails: {
    ...get('/wps/relay/MCSFE_getReferralDetails', 'COMM3', { autoGenerate: 'true' }),
    known: 'M (§4): `value{referralCode, totalInvitations, promotionDomains[]}`',
    platform: [{ referralCode: 'RF77QX', totalInvitations: 3, promotionDomains: ['example.ph'] }],
    minimal: { referralCode: 'RF77QX', totalInvitations: 0, promotionDomains: [] },
  },
  affiliateCode: {
    ...get('/wps/relay/MCSFE_getAffiliateCode', 'AFFMAN3'),
    known: 'spec: `value.code`',
    minimal: { code: 'AB12CD' },
  },
  signInStatus: {
    ...get('/wps/relay/MCSFE_getSignInStatus', 'COMM3'),
    minimal: {
      enabled: true,
      claimedToday: false,
      streakDays: 2,
      todayReward: 5,
      days: [{ day: 1, reward: 5, claimed: true }],
    },
  },
  claimSignIn: {
    ...post('/wps/relay/MCSFE_claimSignInReward', 'COMM3', {}),
    minimal: { reward: 5 },
  },
  rewardList: {
    ...get('/wps/relay/REWCEN_getRewardList', 'REWCEN3', {
      status: 'AVAILABLE',
      pageNo: 1,
      pageSize: 20,
    }),
    minimal: {
      list: [
        {
          id: 1,
          title: 'Deposit bonus',
          amount: 25,
          status: 'AVAILABLE',
          source: 'DEPOSIT',
          createdAt: 1764201600000,
        },
      ],
      pageNum: 1,
      totalPages: 1,
      availableTotal: 25,
    },
  },
  claimReward: {
    ...post('/wps/relay/REWCEN_claimReward', 'REWCEN3', { rewardId: 1 }),
    minimal: { amount: 25 },
  },
  applyForActivity: {
    ...post('/wps/activity/application', 'COMM3', {
      activityId: 303,
      comment: 'My ticket',
      images: [],
    }),
    minimal: { applicationId: 1, status: 'PENDING', submittedAt: 1764201600000, imageCount: 0 },
  },
  activityApplications: {
    ...get('/wps/activity/applications', 'COMM3', { activityId: '303' }),
    minimal: {
      list: [
        {
          applicationId: 1,
          activityId: 303,
          comment: 'My ticket',
          imageCount: 0,
          status: 'PENDING',
          submittedAt: 1764201600000,
        },
      ],
    },
  },
  walletBalance: {
    ...get('/wps/v2/wallets/balance', 'COMM3', { typeId: 0 }),
    known:
      'H (§8 #11): `value.sumBalance`; `balance[{accountTypeId, availBalance}]`, `currency`, `currencySymbol` seen (§4, M)',
    platform: [
      {
        sumBalance: 1520.5,
        balance: [{ accountTypeId: 2, availBalance: '1520.50' }],
        currency: 'PHP',
        currencySymbol: '₱',
      },
    ],
    minimal: { sumBalance: 1520.5 },
  },
  merchantWallet: {
    ...get('/wps/relay/GCS_merchantWallet', 'COMM3'),
    known: 'M (§4; spec: the merchant wallet fetch): `value.isSingle`',
    platform: [{ isSingle: false }],
    minimal: { isSingle: true },
  },
  walletTransfer: {
    ...post('/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', {
      fromAccountTypeId: 2,
      toAccountTypeId: 101,
      amount: 200,
    }),
    known:
      'path, POST, FUNDTRANS3, token M (§4; spec: `GCS_walletTransfer`); parameters and answer not public: this contract’s (the wallets after the move)',
    minimal: { sumBalance: 1520.5 },
  },
  rankProgress: {
    ...get('/wps/relay/MCSFE_getPlayerRankProgress', 'COMM3'),
    known:
      'L (§4): `playerRankName`, `monthlyTurnover{actual, expected}`, `totalTurnover{actual, expected}`',
    note: '`currentProgress{completedConditions, totalExpectedConditions}`, or `totalTurnover{actual, expected}` in its place',
    platform: [
      {
        playerRankName: 'VIP 1',
        nextRankName: 'VIP 2',
        monthlyTurnover: { actual: 1200, expected: 5000 },
        totalTurnover: { actual: 8000, expected: 20000 },
      },
    ],
    minimal: { currentProgress: { completedConditions: 8000, totalExpectedConditions: 20000 } },
  },
  depositChannels: {
    ...get('/wps/transaction/deposit/channels', 'FUNDTRANS3'),
    minimal: {
      list: [{ code: 'GCASH', name: 'GCash', kind: 'EWALLET', minAmount: 100, maxAmount: 50000 }],
      bonusPercent: 25,
      currency: 'PHP',
      currencySymbol: '₱',
    },
  },
  createDeposit: {
    ...post('/wps/transaction/deposit', 'FUNDTRANS3', { channelCode: 'GCASH', amount: 500 }),
    minimal: { amount: 500 },
  },
  withdrawalInfo: {
    ...get('/wps/transaction/withdraw/info', 'FUNDTRANS3'),
    minimal: {
      availableBalance: 1520.5,
      minAmount: 100,
      maxAmount: 50000,
      channels: [{ code: 'GCASH', name: 'GCash' }],
      paymentPasswordSet: true,
    },
  },
  withdraw: {
    ...post('/wps/transaction/withdraw', 'FUNDTRANS3', {
      amount: 200,
      paymentPassword: '246810',
      channelCode: 'GCASH',
      accountName: 'Juan Dela Cruz',
      accountNumber: '09171234567',
    }),
    sends: 'encrypted',
    known: 'path H (§3 lists withdraw as encrypted, §4); shape not public',
    minimal: { amount: 200 },
  },
  setPaymentPassword: {
    ...post('/wps/member/paymentPassword', 'COMM3', {
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    }),
    sends: 'encrypted',
    minimal: { paymentPasswordSet: true },
  },
  transactionRecords: {
    ...get('/wps/transaction/records', 'MEMTRANS3', { type: 'ALL', pageNo: 1, pageSize: 20 }),
    minimal: {
      list: [
        {
          id: 'T1',
          username: 'juan88',
          type: 'DEPOSIT',
          amount: 500,
          status: 'SUCCESS',
          createdAt: 1764201600000,
        },
      ],
      pageNum: 1,
      totalPages: 1,
      totalCount: 1,
    },
  },
  transactionTypes: {
    ...get('/wps/transaction/types', 'MEMTRANS3'),
    minimal: [{ code: 'DEPOSIT', name: 'Deposit' }],
  },
  betRecords: {
    ...get('/wps/report/bets', 'TRANSBETREPMEM3', { gameType: 'RNG', pageNo: 1, pageSize: 20 }),
    minimal: { list: [betRecord], summary: betSummary, pageNum: 1, totalPages: 1 },
  },
  profitAndLoss: {
    ...get('/wps/report/pnl', 'PERSPNL3', { startDate: '2026-11-20', endDate: '2026-11-27' }),
    minimal: pnl,
  },
  securityInfo: {
    ...get('/wps/v2/member/securityConfig', 'COMM3'),
    known: 'path M (§4); shape not public',
    minimal: {
      loginPasswordSet: true,
      mobileBound: true,
      emailBound: false,
      paymentPasswordSet: true,
    },
  },
  teamOverview: {
    ...get('/wps/relay/ODSFE2_getTeamOverviewSum', 'AGEINFO3', {
      startDate: '2026-11-27',
      endDate: '2026-11-27',
      size: 0,
    }),
    known: 'spec: `value.footer` (the path is one re-implementation’s, L)',
    minimal: { footer: {} },
  },
  downlineList: {
    ...get('/wps/agent/downlines', 'AGEDOWNMAN3', { pageNo: 1, pageSize: 20 }),
    minimal: {
      list: [
        {
          id: 11,
          username: 'pedro01',
          type: 0,
          registeredAt: 1764201600000,
          online: false,
          balance: 0,
          rebates,
        },
      ],
      pageNum: 1,
      totalPages: 1,
      totalCount: 1,
    },
  },
  rebateSettings: {
    ...get('/wps/agent/rebateSettings', 'AGEDOWNMAN3'),
    minimal: { rebates, quota: { total: 50, used: 11, remaining: 39 } },
  },
  checkDownlineUsername: {
    ...get('/wps/agent/downline/username', 'AGEDOWNMAN3', { username: 'pedro02' }),
    minimal: { username: 'pedro02', available: true },
  },
  registerDownline: {
    ...post('/wps/agent/downline', 'AGEDOWNMAN3', {
      username: 'pedro02',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      type: 'MEMBER',
      rebates,
    }),
    sends: 'encrypted',
    known: 'path H (§3 lists it as encrypted, §4); shape not public',
    minimal: { id: 12, username: 'pedro02', type: 0 },
  },
  updateDownlineRebates: {
    ...post('/wps/agent/updateDownlineRebates', 'AGEDOWNMAN3', { downlineId: 11, rebates }),
    known: 'path spec; shape not public',
    minimal: { downlineId: 11, rebates },
  },
  createAffiliateUrl: {
    ...post('/wps/relay/MCSFE_createAffiliateUrl', 'AFFMAN3', { userType: 'MEMBER', rebates }),
    known: 'name M (§4); shape not public',
    minimal: affiliateUrl,
  },
  affiliateUrls: {
    ...get('/wps/relay/MCSFE_viewAffiliateUrls', 'AFFMAN3'),
    known: 'name M (§4); shape not public',
    minimal: { list: [affiliateUrl] },
  },
  deleteAffiliateUrl: {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_deleteAffiliateUrl',
    moduleId: 'AFFMAN3',
    token: true,
    sends: 'json',
    known: 'name M (§4); a DELETE sends a JSON body (§8 #4); shape not public',
    params: { id: 7 },
    minimal: { id: 7, deleted: true },
  },
  salaryContract: { ...get('/wps/agent/contract/dailySalary', 'DAILYSALCONT3'), minimal: contract },
  acceptSalaryContract: {
    ...post('/wps/agent/contract/dailySalary/accept', 'DAILYSALCONT3', { contractId: 5 }),
    minimal: { ...contract, status: 'ACCEPTED' },
  },
  dividendContract: {
    ...get('/wps/agent/contract/dividend', 'SIGNCONDIV3'),
    minimal: { ...contract, kind: 'DIVIDEND' },
  },
  acceptDividendContract: {
    ...post('/wps/agent/contract/dividend/accept', 'SIGNCONDIV3', { contractId: 6 }),
    minimal: { ...contract, kind: 'DIVIDEND', status: 'ACCEPTED' },
  },
  hourlyContract: {
    ...get('/wps/agent/contract/hourlySalary', 'HOURSAL3'),
    minimal: { ...contract, kind: 'HOURLY_SALARY' },
  },
  acceptHourlyContract: {
    ...post('/wps/agent/contract/hourlySalary/accept', 'HOURSAL3', { contractId: 7 }),
    minimal: { ...contract, kind: 'HOURLY_SALARY', status: 'ACCEPTED' },
  },
  contractIndicators: {
    ...get('/wps/member/info/funds/consolidated', 'COMM3'),
    known:
      'M (§4): `value{dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype, …}`',
    platform: [{ dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 }],
    minimal: {},
  },
  dividendInfo: {
    ...get('/wps/agent/dividend/info', 'SIGNCONDIV3'),
    minimal: { enabled: true, contractStatus: 'ACCEPTED', totalPaid: 0 },
  },
  dividendHistory: {
    ...get('/wps/agent/dividend/history', 'SIGNCONDIV3', { pageNo: 1, pageSize: 20 }),
    minimal: {
      list: [
        {
          id: 1,
          periodStart: '2026-11-01',
          periodEnd: '2026-11-15',
          teamProfitLoss: -1200,
          activeMembers: 6,
          ratePercent: 10,
          amount: 120,
          status: 'PAID',
        },
      ],
      pageNum: 1,
      totalPages: 1,
    },
  },
  dividendCurrent: {
    ...get('/wps/agent/dividend/current', 'SIGNCONDIV3'),
    minimal: {
      period: {
        ...dividendPeriod,
        id: '10234-2026-11-16',
        periodStart: '2026-11-16',
        periodEnd: '2026-11-30',
        status: 'ESTIMATED',
      },
      asOf: 1795770000000,
      members: [{ username: 'pedro01', teamProfitLoss: 350, active: true }],
    },
  },
  dividendPayout: {
    ...post('/wps/agent/dividend/payout', 'SIGNCONDIV3', { periodId: '41' }),
    minimal: { period: { ...dividendPeriod, status: 'PAID' }, balance: 1640.5 },
  },
  dividendMessages: {
    ...get('/wps/agent/dividend/messages', 'SIGNCONDIV3'),
    minimal: {
      list: [
        {
          id: 41,
          kind: 'PAYABLE',
          periodStart: '2026-11-01',
          periodEnd: '2026-11-15',
          amount: 120,
          createdAt: 1794758400000,
        },
      ],
    },
  },
  transferToDownline: {
    ...post('/wps/agent/transfer/downline', 'AGEDOWNMAN3', {
      downlineId: '11',
      amount: 100,
      remark: 'For the weekend',
    }),
    minimal: downlineTransfer([11], 100),
  },
  transferToDownlines: {
    ...post('/wps/agent/transfer/downlines', 'AGEDOWNMAN3', {
      downlineIds: ['11', '12'],
      amount: 100,
    }),
    minimal: downlineTransfer([11, 12], 100),
  },
  teamBetRecords: {
    ...get('/wps/agent/report/bets', 'TEAMBETTING3', { pageNo: 1, pageSize: 20 }),
    minimal: { list: [betRecord], summary: betSummary, pageNum: 1, totalPages: 1 },
  },
  teamProfitAndLoss: {
    ...get('/wps/agent/report/pnl', 'AGETEAMPNL3', {
      startDate: '2026-11-20',
      endDate: '2026-11-27',
    }),
    minimal: { ...pnl, memberCount: 11 },
  },
  redRainEvents: {
    ...get('/wps/agent/redRain/events', 'AGEINFO3', { pageNo: 1, pageSize: 20 }),
    minimal: {
      list: [
        {
          id: 1,
          title: 'Red rain',
          startsAt: 1764201600000,
          endsAt: 1764205200000,
          status: 'UPCOMING',
          envelopeCount: 100,
          totalAmount: 1000,
          teamGrabCount: 0,
          teamGrabAmount: 0,
          teamMembersGrabbing: 0,
        },
      ],
      pageNum: 1,
      totalPages: 1,
    },
  },
  mallPoints: {
    ...get('/wps/mall/points', 'PTSYS3'),
    minimal: { points: 120, earned: 150, spent: 30, pesosPerPoint: 100 },
  },
  mallItems: {
    ...get('/wps/mall/items', 'PTSYS3'),
    token: false,
    minimal: {
      list: [
        {
          id: 1,
          name: '₱50 bonus',
          description: 'Credited at once',
          category: 'BONUS',
          cost: 50,
          stock: 100,
        },
      ],
    },
  },
  redeemMallItem: {
    ...post('/wps/mall/redeem', 'PTSYS3', { itemId: 1, quantity: 1 }),
    minimal: { itemName: '₱50 bonus', points: 70 },
  },
  mallRedemptions: {
    ...get('/wps/mall/redemptions', 'PTSYS3', { pageNo: 1, pageSize: 20 }),
    minimal: {
      list: [{ id: 1, itemName: '₱50 bonus', quantity: 1, spent: 50, createdAt: 1764201600000 }],
      pageNum: 1,
      totalPages: 1,
    },
  },
} satisfies Record<string, PlatformCall>;
