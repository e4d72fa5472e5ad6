import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../../client';
import { ApiError, SchemaError } from '../../errors';
import { announcements } from '../messages';
import { lotteryDrawInfo, popularLotteries } from './index';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}
const client = (fetch: ReturnType<typeof fakeFetch>) =>
  createClient({ baseUrl: 'http://x', merchant: 'm', fetch, retryDelaysMs: [] });

const draw = {
  gameCode: 'PH_6_42',
  gameName: 'Lotto 6/42',
  numero: '20261127',
  closeAt: 1,
  drawAt: 2,
  serverTime: 0,
  results: [{ numero: '20261126', drawAt: 0, numbers: ['03', '11'] }],
};

describe('lottery answers (no envelope)', () => {
  it('reads the body itself as the answer', async () => {
    await expect(
      client(fakeFetch(200, draw)).call(lotteryDrawInfo, { gameCode: 'PH_6_42' }),
    ).resolves.toMatchObject({ numero: '20261127', results: [{ numbers: ['03', '11'] }] });
  });

  it('reads an answer that is an array as {list}', async () => {
    const popular = [
      { gameCode: 'FAST_1M', gameName: '1-Minute Lotto', vendor: 'TCG', players: 12 },
    ];
    await expect(client(fakeFetch(200, popular)).call(popularLotteries, {})).resolves.toEqual({
      list: popular,
    });
  });

  it('takes a refusal from the HTTP status, with its code when the body names one', async () => {
    const e = await client(
      fakeFetch(404, { success: false, errorCode: 'game.not.found', message: 'No such lottery' }),
    )
      .call(lotteryDrawInfo, { gameCode: 'NOPE' })
      .catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ errorCode: 'game.not.found', status: 404 });
  });

  it('names the field of a body that breaks the contract', async () => {
    const e = await client(fakeFetch(200, { ...draw, numero: 5 }))
      .call(lotteryDrawInfo, { gameCode: 'PH_6_42' })
      .catch((err: unknown) => err);
    expect(e).toBeInstanceOf(SchemaError);
    expect((e as SchemaError).message).toContain('numero');
  });
});

describe('module of the agent announcements', () => {
  it('sends AGEANNOUNCE3 for the agents’ own announcements, COMM3 for the others', async () => {
    const fetch = fakeFetch(200, { success: true, value: {} });
    await client(fetch).call(announcements, { types: 'A' });
    await client(fetch).call(announcements, { types: 'B,PL,PU' });
    const headers = fetch.mock.calls.map(
      (c) =>
        ((c as unknown as [string, RequestInit])[1].headers as Record<string, string>).ModuleId,
    );
    expect(headers).toEqual(['AGEANNOUNCE3', 'COMM3']);
  });
});
