import { canFreePlay } from '../shell/roles';
import { LOTTERY_GAME_TYPES } from '../format/gameTile';

type Session = { type: number | null | undefined } | null | undefined;

/** What pressing play does: go to log in, refuse free play (`free_reject`, 2 s), or launch. */
export type LaunchDecision = 'login' | 'free_reject' | 'launch';

/**
 * Launching any game needs a session; free play also needs an ordinary member type (0, 1, 2):
 * trial and other accounts get `free_reject` and nothing launches (spec 2 §4, §5).
 */
export function launchDecision(
  session: Session,
  options: { freePlay?: boolean } = {},
): LaunchDecision {
  if (!session) return 'login';
  if (options.freePlay && !canFreePlay(session)) return 'free_reject';
  return 'launch';
}

/** Whether a game offers free play: its `supportPlay` or `freeplay` flag, never for lottery. */
export function offersFreePlay(game: {
  supportPlay?: number | boolean | null;
  freeplay?: number | boolean | null;
  gameType?: string | null;
}): boolean {
  if (LOTTERY_GAME_TYPES.includes((game.gameType ?? '').toUpperCase())) return false;
  const on = (v: number | boolean | null | undefined) => v === 1 || v === true;
  return on(game.supportPlay) || on(game.freeplay);
}

/** Lottery prize modes; the platform's default is Elott. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const DEFAULT_PRIZE_MODE: PrizeMode = 'Elott';
/** The Vietnamese lottery vendor. */
export const VIETNAM_LOTTO_VENDOR = 'VNLOTTO';

/**
 * The prize mode of a lottery launch (spec 2 §4): Elott when the vendor mapping lists the Vietnam
 * lotto or one of the LOTT vendors under ELOTT, else Lott. Without a mapping, the default (Elott).
 */
export function lotteryPrizeMode(
  content: Readonly<Record<string, Readonly<Record<string, unknown>>>> | null | undefined,
): PrizeMode {
  if (!content) return DEFAULT_PRIZE_MODE;
  const key = (name: string) => Object.keys(content).find((k) => k.toUpperCase() === name);
  const vendorsUnder = (name: string) => {
    const k = key(name);
    return Object.keys((k && content[k]) || {}).map((v) => v.toUpperCase());
  };
  const elott = vendorsUnder('ELOTT');
  const lott = vendorsUnder('LOTT');
  return elott.includes(VIETNAM_LOTTO_VENDOR) || elott.some((v) => lott.includes(v))
    ? 'Elott'
    : 'Lott';
}

/** Lottery play types: tradition and entertainment. */
export const PLAY_TYPES = ['trad', 'ent'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

/** The play type of a lottery launch: the one asked for when the game has it, else its first. */
export function lotteryPlayType(
  available: readonly string[] | null | undefined,
  wanted?: string,
): PlayType {
  const list = (available ?? []).filter((p): p is PlayType =>
    (PLAY_TYPES as readonly string[]).includes(p),
  );
  if (wanted && list.includes(wanted as PlayType)) return wanted as PlayType;
  return list[0] ?? 'trad';
}

/** Parameters of a vendor game launch (`launchMode` GLS). */
export function gameLaunchParams(
  game: {
    nodeId: string;
    gameId?: string | null;
    roomId?: string | null;
    vassalage: string;
    gameType: string;
  },
  options: { freePlay?: boolean; category?: string; backUrl?: string } = {},
) {
  return {
    launchMode: 'GLS' as const,
    nodeId: game.nodeId,
    gameId: game.gameId ?? undefined,
    roomId: game.roomId ?? undefined,
    accountType: options.freePlay ? 0 : 1,
    vassalage: game.vassalage,
    vendor: game.vassalage,
    gameType: game.gameType,
    category: options.category ?? game.gameType,
    backUrl: options.backUrl,
  };
}

/** Parameters of a lottery launch (`launchMode` LOTT): a game, or the vendor's lobby without one. */
export function lotteryLaunchParams(input: {
  vendor: string;
  gameCode?: string | null;
  prizeMode: PrizeMode;
  playType: PlayType;
  backUrl?: string;
}) {
  return {
    launchMode: 'LOTT' as const,
    vendor: input.vendor,
    lottoGameCode: input.gameCode ?? undefined,
    gameCode: input.gameCode ?? undefined,
    lottoPrizeMode: input.prizeMode,
    prizeMode: input.prizeMode,
    playType: input.playType,
    backUrl: input.backUrl,
  };
}
