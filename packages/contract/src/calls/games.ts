// Games, vendors, favourites, recent, launch, lottery, winners, jackpot.

export const gameCalls = {} as const;
