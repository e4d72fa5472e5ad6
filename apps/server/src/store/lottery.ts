const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface DrawSchedule {
  intervalSeconds: number;
  /** Weekdays with a draw, 0 = Sunday (daily draws only). */
  days: readonly number[];
  /** Local draw time `HH:mm` (daily draws only). */
  time: string;
  /** The lottery's local UTC offset in hours (Manila 8, Vietnam 7). */
  utcOffsetHours: number;
}

/**
 * The next draw after `now`: draws more often than daily fall on whole multiples of the interval;
 * daily draws at `time` local on the listed weekdays.
 */
export function nextDrawAt(s: DrawSchedule, now: number): number {
  const interval = s.intervalSeconds * 1000;
  if (interval < DAY) return (Math.floor(now / interval) + 1) * interval;
  const [hh, mm] = s.time.split(':').map(Number);
  const offset = s.utcOffsetHours * 60 * MINUTE;
  const localMidnight = Math.floor((now + offset) / DAY) * DAY - offset;
  for (let d = 0; d <= 7; d++) {
    const at = localMidnight + d * DAY + ((hh ?? 0) * 60 + (mm ?? 0)) * MINUTE;
    const weekday = new Date(at + offset).getUTCDay();
    if (at > now && s.days.includes(weekday)) return at;
  }
  return localMidnight + 8 * DAY;
}

/** The last `count` draws at or before `now`, newest first (the schedule's draw times). */
export function drawsBefore(s: DrawSchedule, now: number, count: number): number[] {
  const out: number[] = [];
  const interval = s.intervalSeconds * 1000;
  if (interval < DAY) {
    const last = Math.floor(now / interval) * interval;
    for (let k = 0; k < count; k++) out.push(last - k * interval);
    return out;
  }
  // Daily draws: step back a day at a time from the day after `now`.
  let probe = now + DAY;
  for (let guard = 0; out.length < count && guard < count * 8 + 8; guard++) {
    const at = previousDailyDraw(s, probe);
    if (at <= now && !out.includes(at)) out.push(at);
    probe = at - 1;
  }
  return out;
}

/** The latest daily draw strictly before `t`. */
function previousDailyDraw(s: DrawSchedule, t: number): number {
  const [hh, mm] = s.time.split(':').map(Number);
  const offset = s.utcOffsetHours * 60 * MINUTE;
  const localMidnight = Math.floor((t + offset) / DAY) * DAY - offset;
  for (let d = 0; d <= 7; d++) {
    const at = localMidnight - d * DAY + ((hh ?? 0) * 60 + (mm ?? 0)) * MINUTE;
    const weekday = new Date(at + offset).getUTCDay();
    if (at < t && s.days.includes(weekday)) return at;
  }
  return localMidnight - 8 * DAY;
}

/**
 * A draw's number (`numero`): the local date of the draw, and for several draws a day its place
 * in the day: `20261127` for a daily draw, `20261127-0631` for the 631st one-minute draw.
 */
export function numeroOf(s: DrawSchedule, drawAt: number): string {
  const offset = s.utcOffsetHours * 60 * MINUTE;
  const local = new Date(drawAt + offset);
  const date = local.toISOString().slice(0, 10).replace(/-/g, '');
  const interval = s.intervalSeconds * 1000;
  if (interval >= DAY) return date;
  const sinceMidnight = (drawAt + offset) % DAY;
  const perDay = Math.round(DAY / interval);
  const place = Math.floor(sinceMidnight / interval) || perDay;
  return `${date}-${String(place).padStart(String(perDay).length, '0')}`;
}

/** A small deterministic generator per draw: the same game and number always draw alike. */
function drawRandom(seed: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below) >>> 0;
  };
}

/**
 * What a lottery draws, by its code (`TCG_PH_6_42`…): six distinct numbers of 1..N for the 6/N lottos, digits for
 * 3D and the quick draws, two numbers of 1..31 for 2D, three dice for Fast 3, the order of 1..10
 * for PK10.
 */
export function drawResult(gameCode: string, numero: string): string[] {
  const pick = drawRandom(`${gameCode}:${numero}`);
  const two = (n: number) => String(n).padStart(2, '0');
  const six = /PH_6_(\d+)$/.exec(gameCode);
  if (six) {
    const top = Number(six[1]);
    const chosen = new Set<number>();
    while (chosen.size < 6) chosen.add(pick(top) + 1);
    return [...chosen].sort((a, b) => a - b).map(two);
  }
  if (gameCode.endsWith('PH_3D')) return [0, 1, 2].map(() => String(pick(10)));
  if (gameCode.endsWith('PH_2D')) return [0, 1].map(() => two(pick(31) + 1));
  if (gameCode.includes('K3_')) return [0, 1, 2].map(() => String(pick(6) + 1));
  if (gameCode.includes('PK10')) {
    const order = Array.from({ length: 10 }, (_, i) => i + 1);
    for (let i = order.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    return order.map(two);
  }
  return [0, 1, 2, 3, 4].map(() => String(pick(10)));
}

/** The numbers of each Vietnamese prize tier: how many, and of how many digits (by region). */
const VN_TIERS: Record<string, [tier: string, count: number, digits: number][]> = {
  NORTH: [
    ['DB', 1, 5],
    ['G1', 1, 5],
    ['G2', 2, 5],
    ['G3', 6, 5],
    ['G4', 4, 4],
    ['G5', 6, 4],
    ['G6', 3, 3],
    ['G7', 4, 2],
  ],
  SOUTH: [
    ['G8', 1, 2],
    ['G7', 1, 3],
    ['G6', 3, 4],
    ['G5', 1, 4],
    ['G4', 7, 5],
    ['G3', 2, 5],
    ['G2', 1, 5],
    ['G1', 1, 5],
    ['DB', 1, 6],
  ],
};

/** A Vietnamese provincial draw: every prize tier's numbers, special prize first. */
export function vnDrawResult(
  gameCode: string,
  region: string,
  numero: string,
): { tier: string; numbers: string[] }[] {
  const pick = drawRandom(`${gameCode}:${numero}`);
  const tiers = VN_TIERS[region === 'NORTH' ? 'NORTH' : 'SOUTH'] ?? [];
  const order = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];
  return tiers
    .map(([tier, count, digits]) => ({
      tier,
      numbers: Array.from({ length: count }, () =>
        String(pick(10 ** digits)).padStart(digits, '0'),
      ),
    }))
    .sort((a, b) => order.indexOf(a.tier) - order.indexOf(b.tier));
}

/**
 * What a sub-order wins: for the 6/N lottos, by how many of its numbers were drawn (3: ×10,
 * 4: ×100, 5: ×2,000, 6: ×100,000 the stake); for the others, ×500 when every number matches in
 * place. Centavos.
 */
export function lotteryWinCents(
  gameCode: string,
  picked: readonly string[],
  result: readonly string[],
  stakeCents: number,
): number {
  if (/PH_6_\d+$/.test(gameCode)) {
    const matches = picked.filter((n) => result.includes(n)).length;
    const times = ({ 3: 10, 4: 100, 5: 2000, 6: 100_000 } as Record<number, number>)[matches] ?? 0;
    return stakeCents * times;
  }
  const exact = picked.length === result.length && picked.every((n, i) => n === result[i]);
  return exact ? stakeCents * 500 : 0;
}
