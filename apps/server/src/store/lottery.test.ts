import { describe, expect, it } from 'vitest';
import { nextDrawAt } from './lottery';

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
