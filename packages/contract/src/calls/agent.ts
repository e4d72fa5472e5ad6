// Agent centre: team KPI, contracts, downline, affiliate URLs.

export const agentCalls = {} as const;
