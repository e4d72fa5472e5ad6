import { describe, expect, it } from 'vitest';
import {
  drawResult,
  drawsBefore,
  lotteryWinCents,
  nextDrawAt,
  numeroOf,
  vnDrawResult,
} from './lottery';

describe('nextDrawAt', () => {
  it('puts fast draws on the next whole interval', () => {
    const now = Date.parse('2025-03-11T04:00:30Z');
    expect(nextDrawAt({ intervalSeconds: 60, days: [], time: '', utcOffsetHours: 8 }, now)).toBe(
      Date.parse('2025-03-11T04:01:00Z'),
    );
  });
  it('finds the next draw day at the local draw time', () => {
    // Tuesday 2025-03-11, 20:00 in Vietnam: Monday/Thursday draws at 18:15 -> Thursday.
    const now = Date.parse('2025-03-11T13:00:00Z');
    expect(
      nextDrawAt({ intervalSeconds: 86_400, days: [1, 4], time: '18:15', utcOffsetHours: 7 }, now),
    ).toBe(Date.parse('2025-03-13T11:15:00Z'));
  });
  it('takes today’s draw when it is still ahead', () => {
    const now = Date.parse('2025-03-11T10:00:00Z'); // 18:00 in Manila
    expect(
      nextDrawAt(
        { intervalSeconds: 86_400, days: [0, 1, 2, 3, 4, 5, 6], time: '21:00', utcOffsetHours: 8 },
        now,
      ),
    ).toBe(Date.parse('2025-03-11T13:00:00Z'));
  });
});

describe('draws, numbers and results', () => {
  const daily = {
    intervalSeconds: 86_400,
    days: [0, 1, 2, 3, 4, 5, 6],
    time: '21:00',
    utcOffsetHours: 8,
  };
  const minute = { intervalSeconds: 60, days: [], time: '', utcOffsetHours: 8 };

  it('lists the latest draws newest first, and numbers them by local day', () => {
    const now = Date.parse('2025-03-11T14:00:00Z'); // 22:00 in Manila
    const [last, before] = drawsBefore(daily, now, 2);
    expect(last).toBe(Date.parse('2025-03-11T13:00:00Z'));
    expect(before).toBe(Date.parse('2025-03-10T13:00:00Z'));
    expect(numeroOf(daily, last ?? 0)).toBe('20250311');
    const [m] = drawsBefore(minute, Date.parse('2025-03-11T04:00:30Z'), 1);
    expect(numeroOf(minute, m ?? 0)).toBe('20250311-0720');
  });

  it('draws the same numbers for the same draw, in the lottery’s own form', () => {
    expect(drawResult('TCG_PH_6_42', '20250311')).toEqual(drawResult('TCG_PH_6_42', '20250311'));
    const six = drawResult('TCG_PH_6_42', '20250311').map(Number);
    expect(new Set(six).size).toBe(6);
    expect(six.every((n) => n >= 1 && n <= 42)).toBe(true);
    expect(drawResult('TCG_PH_3D', '20250311-1')).toHaveLength(3);
    expect([...drawResult('TCG_PK10_5M', 'x')].sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ]);
    const vn = vnDrawResult('VN_HCM', 'SOUTH', '20250310');
    expect(vn[0]).toMatchObject({ tier: 'DB' });
    expect(vn[0]?.numbers[0]).toMatch(/^\d{6}$/);
    expect(vn.at(-1)?.tier).toBe('G8');
  });

  it('pays the 6/N lottos by matches and the others on an exact match', () => {
    const result = ['03', '11', '17', '23', '35', '41'];
    expect(lotteryWinCents('TCG_PH_6_42', ['03', '11', '17', '01', '02', '04'], result, 2000)).toBe(
      20_000,
    );
    expect(lotteryWinCents('TCG_PH_6_42', ['03', '11', '01', '02', '04', '05'], result, 2000)).toBe(
      0,
    );
    expect(lotteryWinCents('TCG_PH_3D', ['1', '2', '3'], ['1', '2', '3'], 1000)).toBe(500_000);
    expect(lotteryWinCents('TCG_PH_3D', ['1', '2', '3'], ['3', '2', '1'], 1000)).toBe(0);
  });
});
