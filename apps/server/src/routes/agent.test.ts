import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptDividendContract,
  acceptHourlyContract,
  acceptSalaryContract,
  affiliateCode,
  affiliateUrls,
  checkDownlineUsername,
  contractIndicators,
  createAffiliateUrl,
  deleteAffiliateUrl,
  dividendContract,
  dividendCurrent,
  dividendHistory,
  dividendInfo,
  dividendMessages,
  dividendPayout,
  downlineList,
  gameList,
  hourlyContract,
  launchGame,
  rebateSettings,
  redRainEvents,
  registerDownline,
  salaryContract,
  teamBetRecords,
  teamOverview,
  teamProfitAndLoss,
  transactionRecords,
  transferToDownline,
  transferToDownlines,
  updateDownlineRebates,
  walletBalance,
} from '@playdeck/contract';
import { writeSettings } from '../settings';
import { operatorDayOf } from '@playdeck/domain';
import { verifyPassword } from '../accounts/passwords';
import { attachRegistration } from '../store/affiliateLinks';
import { addTestMember, refusal, serverForFile, type TestMember } from '../testing/harness';

const s = serverForFile();

const today = () => operatorDayOf(Date.now());

/** A live session for an existing (seeded) user. */
function sessionFor(userId: number): string {
  const token = randomBytes(24).toString('hex');
  s.db
    .prepare('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(token, userId, Date.now(), Date.now() + 3_600_000);
  return token;
}

/** Plays one round of a cheap game for a member with a session. */
async function playRound(token: string, stake = 1) {
  const game = (await s.client().call(gameList, { gameType: 'RNG', minBet: 0.01, pageSize: 1 }))
    .games[0];
  const { content } = await s
    .client(token)
    .call(launchGame, { launchMode: 'GLS', nodeId: game?.nodeId ?? '' });
  const ticket = new URL(content.game_url, s.base).searchParams.get('ticket');
  await fetch(`${s.base}/demo/api/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, stake }),
  });
}

const newAgent = () => addTestMember(s.db, { type: 41 });
const uniqueName = () => `dl${randomBytes(4).toString('hex')}`;

describe('who may use the agent centre', () => {
  it('refuses types 0, 4 and 40 with function.not.available', async () => {
    for (const type of [0, 4, 40]) {
      const api = s.client(addTestMember(s.db, { type }).token);
      const calls = [
        api.call(teamOverview, { startDate: today(), endDate: today(), size: 0 }),
        api.call(downlineList, {}),
        api.call(rebateSettings, {}),
        api.call(affiliateUrls, {}),
        api.call(salaryContract, {}),
        api.call(dividendInfo, {}),
        api.call(teamBetRecords, {}),
        api.call(redRainEvents, {}),
      ];
      for (const c of calls)
        expect(await refusal(c)).toMatchObject({
          status: 403,
          errorCode: 'function.not.available',
        });
    }
  });

  it('answers contract indicators to everyone, all 0 for non-agents', async () => {
    const m = addTestMember(s.db);
    expect(await s.client(m.token).call(contractIndicators, {})).toMatchObject({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
    });
  });
});

describe('seeded agents', () => {
  it('have a team with activity today: registrations, logins, bets and members online', async () => {
    const agents = s.db
      .prepare(
        'SELECT id FROM users WHERE type NOT IN (0, 4, 40) AND disabled = 0 AND id NOT IN (SELECT member_id FROM downlines)',
      )
      .pluck()
      .all() as number[];
    expect(agents.length).toBeGreaterThan(0);
    for (const id of agents) {
      const { footer } = await s
        .client(sessionFor(id))
        .call(teamOverview, { startDate: today(), endDate: today(), size: 0 });
      expect(footer.teamRegisterMemberCount).toBeGreaterThanOrEqual(2);
      expect(footer.teamLoginMemberCount).toBeGreaterThanOrEqual(5);
      expect(footer.teamOnlineCount).toBeGreaterThanOrEqual(2);
      expect(footer.teamBetMemberCount).toBeGreaterThanOrEqual(1);
      expect(footer.teamMemberCount).toBe(11);
    }
  });

  it('have offered salary contracts, an accepted dividend contract and dividend history', async () => {
    const id = s.db
      .prepare("SELECT agent_id FROM agent_contracts WHERE kind = 'DAILY_SALARY' LIMIT 1")
      .pluck()
      .get() as number;
    const api = s.client(sessionFor(id));
    expect(await api.call(contractIndicators, {})).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreq: 1,
    });
    expect((await api.call(dividendContract, {})).status).toBe('ACCEPTED');
    const salary = await api.call(salaryContract, {});
    expect(salary).toMatchObject({ status: 'OFFERED', kind: 'DAILY_SALARY' });
    expect(salary.tiers[0]).toMatchObject({ level: 1, minTeamBet: 50_000, amount: 300 });
    await api.call(acceptSalaryContract, { contractId: salary.id ?? '' });
    expect((await api.call(contractIndicators, {})).dailysalreqtype).toBe(0);
    const history = await api.call(dividendHistory, {});
    expect(history.totalCount).toBe(6);
    // The latest closed period waits to be claimed; the earlier ones were paid or did not qualify.
    expect(history.list[0]?.status).toBe('PAYABLE');
    expect(history.list.every((d) => ['PAID', 'PAYABLE'].includes(d.status) === d.amount > 0)).toBe(
      true,
    );
    const info = await api.call(dividendInfo, {});
    expect(info).toMatchObject({ enabled: true, contractStatus: 'ACCEPTED' });
    expect(info.current?.periodStart.slice(8)).toMatch(/^(01|16)$/);
  });
});

describe('downline register', () => {
  it('opens an account within the agent’s rates and quota, which then logs in with its password', async () => {
    const agent = newAgent();
    const api = s.client(agent.token);
    const settings = await api.call(rebateSettings, {});
    expect(settings.quota).toEqual({ total: 50, used: 0, remaining: 50 });
    const rng = settings.rebates.find((r) => r.productType === 'RNG')?.rate ?? 0;
    const username = uniqueName();
    expect(await api.call(checkDownlineUsername, { username })).toEqual({
      username,
      available: true,
    });

    const created = await api.call(registerDownline, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      rebates: [{ productType: 'RNG', rate: rng }],
    });
    expect(created).toMatchObject({ username, type: 0 });
    expect((await api.call(checkDownlineUsername, { username })).available).toBe(false);
    expect((await api.call(rebateSettings, {})).quota).toEqual({
      total: 50,
      used: 1,
      remaining: 49,
    });
    const list = await api.call(downlineList, {});
    expect(list.list[0]).toMatchObject({ username, online: false, balance: 0 });
    expect(list.list[0]?.rebates.find((r) => r.productType === 'RNG')?.rate).toBe(rng);
    const hash = s.db
      .prepare('SELECT password_hash FROM users WHERE username = ?')
      .pluck()
      .get(username) as string;
    expect(await verifyPassword('Secret123', hash)).toBe(true);

    const kpi = await api.call(teamOverview, { startDate: today(), endDate: today(), size: 0 });
    expect(kpi.footer).toMatchObject({
      teamRegisterMemberCount: 1,
      teamLoginMemberCount: 0,
      teamMemberCount: 1,
    });
  });

  it('refuses rates above the agent’s own, naming the product, and a taken username', async () => {
    const agent = newAgent();
    const api = s.client(agent.token);
    const e = await refusal(
      api.call(registerDownline, {
        username: uniqueName(),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        rebates: [{ productType: 'LIVE', rate: 1.1 }],
      }),
    );
    expect(e).toMatchObject({ errorCode: 'rebate.above.own', message: 'LIVE: at most 1%' });
    const taken = await refusal(
      api.call(registerDownline, {
        username: agent.username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
    );
    expect(taken.errorCode).toBe('register.username.exists');
    expect((await api.call(rebateSettings, {})).quota.used).toBe(0);
  });

  it('refuses a new account once the quota is used up', async () => {
    const agent = newAgent();
    const api = s.client(agent.token);
    await api.call(rebateSettings, {});
    s.db.prepare('UPDATE agent_profiles SET quota_total = 1 WHERE user_id = ?').run(agent.id);
    await api.call(registerDownline, {
      username: uniqueName(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    const e = await refusal(
      api.call(registerDownline, {
        username: uniqueName(),
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
    );
    expect(e.errorCode).toBe('downline.quota.exhausted');
  });

  it('changes a downline’s rates within the agent’s own, and never below a sub-agent’s own downline', async () => {
    const agent = newAgent();
    const api = s.client(agent.token);
    const sub = await api.call(registerDownline, {
      username: uniqueName(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      type: 'AGENT',
      rebates: [{ productType: 'RNG', rate: 1.5 }],
    });
    expect(sub.type).toBe(1);
    const subToken = sessionFor(Number(sub.id));
    const subSettings = await s.client(subToken).call(rebateSettings, {});
    expect(subSettings.rebates.find((r) => r.productType === 'RNG')?.rate).toBe(1.5);
    expect(subSettings.quota.total).toBe(20);
    await s.client(subToken).call(registerDownline, {
      username: uniqueName(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      rebates: [{ productType: 'RNG', rate: 1.2 }],
    });

    const above = await refusal(
      api.call(updateDownlineRebates, {
        downlineId: sub.id,
        rebates: [{ productType: 'RNG', rate: 1.9 }],
      }),
    );
    expect(above.errorCode).toBe('rebate.above.own');
    const below = await refusal(
      api.call(updateDownlineRebates, {
        downlineId: sub.id,
        rebates: [{ productType: 'RNG', rate: 1.1 }],
      }),
    );
    expect(below).toMatchObject({
      errorCode: 'rebate.below.downline',
      message: 'RNG: at least 1.2%',
    });
    const ok = await api.call(updateDownlineRebates, {
      downlineId: sub.id,
      rebates: [{ productType: 'RNG', rate: 1.3 }],
    });
    expect(ok.rebates.find((r) => r.productType === 'RNG')?.rate).toBe(1.3);
    const after = await s.client(subToken).call(rebateSettings, {});
    expect(after.rebates.find((r) => r.productType === 'RNG')?.rate).toBe(1.3);

    const other = newAgent();
    const e = await refusal(
      s.client(other.token).call(updateDownlineRebates, {
        downlineId: sub.id,
        rebates: [{ productType: 'RNG', rate: 0 }],
      }),
    );
    expect(e.errorCode).toBe('downline.not.found');
  });
});

describe('team KPI, bets and profit and loss from real activity', () => {
  it('counts the downline at every level and never the agent', async () => {
    const agent = newAgent();
    const api = s.client(agent.token);
    const sub = await api.call(registerDownline, {
      username: uniqueName(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      type: 'AGENT',
    });
    const deep = await s.client(sessionFor(Number(sub.id))).call(registerDownline, {
      username: uniqueName(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    s.db
      .prepare('INSERT INTO wallets (user_id, balance_cents, updated_at) VALUES (?, 10000, ?)')
      .run(Number(deep.id), Date.now());
    await playRound(sessionFor(Number(deep.id)), 2);
    s.db
      .prepare('INSERT INTO wallets (user_id, balance_cents, updated_at) VALUES (?, 10000, ?)')
      .run(agent.id, Date.now());
    await playRound(agent.token, 5);

    const { footer } = await api.call(teamOverview, {
      startDate: today(),
      endDate: today(),
      size: 0,
    });
    expect(footer).toMatchObject({
      teamRegisterMemberCount: 2,
      teamLoginMemberCount: 2,
      teamOnlineCount: 2,
      teamBetMemberCount: 1,
      teamMemberCount: 2,
      teamBetAmount: 2,
    });
    const bets = await api.call(teamBetRecords, {});
    expect(bets.list.map((b) => [b.username, b.stake])).toEqual([[deep.username, 2]]);
    const byName = await api.call(teamBetRecords, { username: deep.username.slice(2, 8) });
    expect(byName.totalCount).toBe(1);
    const pnl = await api.call(teamProfitAndLoss, {});
    expect(pnl).toMatchObject({ bet: 2, memberCount: 2 });

    const records = await api.call(transactionRecords, { types: 'A', type: 'BET' });
    expect(new Set(records.list.map((t) => t.username))).toEqual(
      new Set([deep.username, agent.username]),
    );
  });
});

describe('affiliate links', () => {
  it('creates, lists and deletes links, and a registration through one lands in the downline', async () => {
    const agent = newAgent();
    const api = s.client(agent.token);
    const link = await api.call(createAffiliateUrl, {
      userType: 'AGENT',
      rebates: [{ productType: 'SPORTS', rate: 0.5 }],
    });
    expect(link.url).toBe(`${s.base}/m/register?affiliateCode=${link.code}`);
    expect(link.registeredCount).toBe(0);
    const tooHigh = await refusal(
      api.call(createAffiliateUrl, { rebates: [{ productType: 'SPORTS', rate: 0.9 }] }),
    );
    expect(tooHigh.errorCode).toBe('rebate.above.own');

    const friend = addTestMember(s.db);
    attachRegistration(s.db, {
      userId: friend.id,
      affiliateCode: link.code,
      referralCode: null,
      now: Date.now(),
    });
    const listed = await api.call(affiliateUrls, {});
    expect(listed.list.find((l) => l.id === link.id)?.registeredCount).toBe(1);
    const downline = (await api.call(downlineList, {})).list.find(
      (d) => d.username === friend.username,
    );
    expect(downline?.type).toBe(1);
    expect(downline?.rebates.find((r) => r.productType === 'SPORTS')?.rate).toBe(0.5);

    const stranger = newAgent();
    const notMine = await refusal(
      s.client(stranger.token).call(deleteAffiliateUrl, { id: link.id }),
    );
    expect(notMine.errorCode).toBe('affiliate.url.not.found');
    await expect(api.call(deleteAffiliateUrl, { id: link.id })).resolves.toEqual({
      id: link.id,
      deleted: true,
    });
    expect((await api.call(affiliateUrls, {})).list.map((l) => l.id)).not.toContain(link.id);
    expect((await refusal(api.call(deleteAffiliateUrl, { id: link.id }))).errorCode).toBe(
      'affiliate.url.not.found',
    );
  });

  it('gives an agent’s affiliate entry a code of a live link', async () => {
    const agent = newAgent();
    const { code } = await s.client(agent.token).call(affiliateCode, {});
    const links = await s.client(agent.token).call(affiliateUrls, {});
    expect(links.list.map((l) => l.code)).toContain(code);
  });

  it('records a referral code given at registration as an invitation', () => {
    const inviter = addTestMember(s.db);
    s.db.prepare("INSERT INTO invite_codes (user_id, code) VALUES (?, 'ZZINVITE')").run(inviter.id);
    const friend = addTestMember(s.db);
    attachRegistration(s.db, {
      userId: friend.id,
      affiliateCode: null,
      referralCode: 'zzinvite',
      now: Date.now(),
    });
    expect(
      s.db.prepare('SELECT referrer_id FROM referrals WHERE invitee_id = ?').pluck().get(friend.id),
    ).toBe(inviter.id);
  });
});

describe('contracts', () => {
  function offer(agent: TestMember, kind: string) {
    return Number(
      s.db
        .prepare(
          "INSERT INTO agent_contracts (agent_id, kind, status, tiers, offered_at) VALUES (?, ?, 'OFFERED', '[]', ?)",
        )
        .run(agent.id, kind, Date.now()).lastInsertRowid,
    );
  }

  it('accepts an offered dividend contract, which turns the dividend estimate on', async () => {
    const agent = newAgent();
    const api = s.client(agent.token);
    expect((await api.call(dividendInfo, {})).enabled).toBe(false);
    const id = offer(agent, 'DIVIDEND');
    expect((await api.call(contractIndicators, {})).divtypereq).toBe(1);
    await api.call(acceptDividendContract, { contractId: id });
    expect((await api.call(dividendInfo, {})).enabled).toBe(true);
  });

  it('shows nothing offered, then an offer the agent accepts once', async () => {
    const agent = newAgent();
    const api = s.client(agent.token);
    expect(await api.call(hourlyContract, {})).toMatchObject({ status: 'NONE', tiers: [] });
    const id = offer(agent, 'HOURLY_SALARY');
    expect((await api.call(contractIndicators, {})).contracthoursalreq).toBe(1);

    const wrong = await refusal(api.call(acceptHourlyContract, { contractId: id + 1000 }));
    expect(wrong.errorCode).toBe('contract.not.found');
    const accepted = await api.call(acceptHourlyContract, { contractId: id });
    expect(accepted).toMatchObject({ status: 'ACCEPTED', kind: 'HOURLY_SALARY' });
    expect(accepted.acceptedAt).toBeGreaterThan(0);
    expect((await api.call(contractIndicators, {})).contracthoursalreq).toBe(0);
    expect((await refusal(api.call(acceptHourlyContract, { contractId: id }))).errorCode).toBe(
      'contract.already.accepted',
    );
    expect((await refusal(api.call(acceptSalaryContract, { contractId: id }))).errorCode).toBe(
      'contract.not.found',
    );
  });
});

describe('red envelope rain', () => {
  it('lists the rains newest first with what only this agent’s team grabbed', async () => {
    const agent = newAgent();
    const api = s.client(agent.token);
    const member = await api.call(registerDownline, {
      username: uniqueName(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    const before = await api.call(redRainEvents, {});
    expect(before.totalCount).toBeGreaterThanOrEqual(5);
    expect(before.list.map((e) => e.status)).toContain('LIVE');
    expect(before.list.map((e) => e.status)).toContain('UPCOMING');
    const starts = before.list.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    // A new agent's team has grabbed nothing, whatever the seeded teams did.
    expect(before.list.every((e) => e.teamGrabCount === 0 && Number(e.teamGrabAmount) === 0)).toBe(
      true,
    );

    const ended = before.list.find((e) => e.status === 'ENDED');
    s.db
      .prepare(
        'INSERT INTO red_rain_grabs (event_id, user_id, amount_cents, grabbed_at) VALUES (?, ?, ?, ?)',
      )
      .run(Number(ended?.id), Number(member.id), 1_250, ended?.startsAt);
    const after = await api.call(redRainEvents, {});
    expect(after.list.find((e) => e.id === ended?.id)).toMatchObject({
      teamGrabCount: 1,
      teamGrabAmount: 12.5,
      teamMembersGrabbing: 1,
    });
  });

  it('shows seeded agents envelopes their team grabbed in past rains', async () => {
    const agentId = s.db
      .prepare("SELECT id FROM users WHERE username = 'agent41'")
      .pluck()
      .get() as number;
    const { list } = await s.client(sessionFor(agentId)).call(redRainEvents, {});
    const grabbed = list.filter((e) => e.status === 'ENDED').map((e) => e.teamGrabCount);
    expect(grabbed.some((n) => n > 0)).toBe(true);
  });
});

describe('transfers to the downline', () => {
  /** An agent with money and three direct downline members. */
  function agentWithTeam(balance: number) {
    const agent = addTestMember(s.db, { type: 41, balance });
    const members = [0, 1, 2].map(() => addTestMember(s.db, { balance: 0 }));
    for (const m of members)
      s.db
        .prepare(
          "INSERT INTO downlines (member_id, agent_id, rebates, created_at) VALUES (?, ?, '[]', ?)",
        )
        .run(m.id, agent.id, Date.now());
    return { agent, members };
  }
  const mainOf = async (token: string) =>
    (await s.client(token).call(walletBalance, { typeId: 0 })).balance[0]?.availBalance;

  it('sends money to one member, recorded on both sides', async () => {
    const { agent, members } = agentWithTeam(500);
    const [m] = members;
    const r = await s
      .client(agent.token)
      .call(transferToDownline, { downlineId: String(m?.id), amount: 120.25, remark: 'Good luck' });
    expect(r).toMatchObject({ total: 120.25, balance: 379.75 });
    expect(r.transfers).toEqual([
      { downlineId: String(m?.id), username: m?.username, amount: 120.25 },
    ]);
    expect(await mainOf(m?.token ?? '')).toBe(120.25);
    const theirs = await s.client(m?.token ?? '').call(transactionRecords, { type: 'TRANSFER' });
    expect(theirs.list[0]).toMatchObject({ amount: 120.25, type: 'TRANSFER' });
  });

  it('sends the same amount to several members at once, all or nothing', async () => {
    const { agent, members } = agentWithTeam(100);
    const ids = members.map((m) => String(m.id));
    const api = s.client(agent.token);
    const tooMuch = await refusal(api.call(transferToDownlines, { downlineIds: ids, amount: 34 }));
    expect(tooMuch.errorCode).toBe('balance.insufficient');
    const stranger = addTestMember(s.db);
    const outside = await refusal(
      api.call(transferToDownlines, {
        downlineIds: [ids[0] ?? '', String(stranger.id)],
        amount: 1,
      }),
    );
    expect(outside.errorCode).toBe('downline.not.found');
    expect(await mainOf(agent.token)).toBe(100);
    const r = await api.call(transferToDownlines, { downlineIds: ids, amount: 33 });
    expect(r).toMatchObject({ total: 99, balance: 1 });
    for (const m of members) expect(await mainOf(m.token)).toBe(33);
  });

  it('sends to several only while AGENTRANSMULTDOWN3 is on, and only agents send', async () => {
    const { agent, members } = agentWithTeam(100);
    writeSettings(s.db, { whitelabel: { AGENTRANSMULTDOWN3: false } });
    try {
      const e = await refusal(
        s.client(agent.token).call(transferToDownlines, {
          downlineIds: members.map((m) => String(m.id)),
          amount: 1,
        }),
      );
      expect(e.errorCode).toBe('function.not.available');
    } finally {
      writeSettings(s.db, { whitelabel: { AGENTRANSMULTDOWN3: true } });
    }
    const member = addTestMember(s.db, { balance: 10 });
    const e = await refusal(
      s.client(member.token).call(transferToDownline, { downlineId: '1', amount: 1 }),
    );
    expect(e.errorCode).toBe('function.not.available');
  });
});

describe('dividends: current, payout and messages', () => {
  const seededAgent = () =>
    s.db
      .prepare("SELECT agent_id FROM dividends WHERE status = 'PAYABLE' LIMIT 1")
      .pluck()
      .get() as number;

  it('breaks the current period down by downline member', async () => {
    const api = s.client(sessionFor(seededAgent()));
    const current = await api.call(dividendCurrent, {});
    expect(current.period?.periodStart.slice(8)).toMatch(/^(01|16)$/);
    expect(current.members.length).toBeGreaterThan(0);
    const pls = current.members.map((m) => m.teamProfitLoss);
    expect([...pls].sort((a, b) => b - a)).toEqual(pls);
    const fresh = await s.client(newAgent().token).call(dividendCurrent, {});
    expect(fresh).toMatchObject({ period: null, members: [] });
  });

  it('pays a payable period into the wallet once, and tells the agent in the messages', async () => {
    const id = seededAgent();
    const api = s.client(sessionFor(id));
    const before = await api.call(dividendMessages, {});
    const payable = before.list.find((m) => m.kind === 'PAYABLE');
    expect(payable).toBeTruthy();
    const wallet = (await api.call(walletBalance, { typeId: 0 })).balance[0]?.availBalance ?? 0;
    const r = await api.call(dividendPayout, { periodId: String(payable?.id) });
    expect(r.period).toMatchObject({ status: 'PAID', amount: payable?.amount });
    expect(r.balance).toBeCloseTo(wallet + (payable?.amount ?? 0), 2);
    const again = await refusal(api.call(dividendPayout, { periodId: String(payable?.id) }));
    expect(again.errorCode).toBe('dividend.not.payable');
    const after = await api.call(dividendMessages, {});
    expect(after.list.find((m) => m.id === payable?.id)?.kind).toBe('PAID');
    const notQualified = after.list.find((m) => m.kind === 'NOT_QUALIFIED');
    if (notQualified) {
      const e = await refusal(api.call(dividendPayout, { periodId: String(notQualified.id) }));
      expect(e.errorCode).toBe('dividend.not.payable');
    }
  });
});
