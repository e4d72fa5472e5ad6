/** One node of the status `info.whitelabel` tree: a module id, on when `enabled` is "1". */
export interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes?: readonly WhitelabelNode[] | null;
}

/** Feature flags by module id: `{ MYACC: true, CBS3: false, ... }`. */
export type WhitelabelFlags = Readonly<Record<string, boolean>>;

/** The module ids the site reads (spec 1 §3 and §6, spec 2 §3). */
export const Flag = {
  MyAccount: 'MYACC',
  Vip: 'VIP',
  Rewards: 'REWCEN3',
  AccountRecord: 'TRANSREC3',
  BettingRecord: 'TRANSBETREPMEM3',
  ProfitAndLoss: 'PERSREP',
  PointsMall: 'PTSYS3',
  Agency: 'AGENT',
  Mail: 'MAILCEN',
  SecurityCentre: 'SECPRIV',
  PasswordByPhone: 'CHNGPASSVERIF3',
  PasswordByMail: 'CHNGPASSMAIL3',
  SmsLogin: 'MOBILEVERCODELOGIN3',
  FacebookLogin: 'FACEBOOKLOGIN3',
  GoogleLogin: 'GOOGLELOGIN3',
  LiveChat: 'CBS3',
  AgentPages: 'AGEPAG',
  DownlineManagement: 'DOWNMAN',
  MultiDownlineTransfer: 'AGENTRANSMULTDOWN3',
  TeamProfitAndLoss: 'AGETEAMPNL3',
  TeamBetting: 'TEAMBETTING3',
  GameService: 'GAMSER',
  AgentRebate: 'AGEREBINC3',
  AgentAnnouncements: 'AGEANNOUNCE3',
  FundTransfer: 'FUNDTRANS3',
} as const;
export type FlagId = (typeof Flag)[keyof typeof Flag];

/**
 * Flattens the whitelabel tree to `{ [modId]: enabled === "1" }`, every level included. A child is
 * listed with its own value (the platform does not cascade a parent's "0"). Where a module id
 * repeats, the deeper (later) node wins, as in the platform's own flattening.
 */
export function flattenWhitelabel(root: WhitelabelNode | null | undefined): WhitelabelFlags {
  const flags: Record<string, boolean> = {};
  const visit = (node: WhitelabelNode) => {
    if (typeof node.modId === 'string' && node.modId) flags[node.modId] = node.enabled === '1';
    for (const child of node.childrenNodes ?? []) visit(child);
  };
  if (root) visit(root);
  return flags;
}

/** Whether a flag is on; a flag the platform does not list is off. */
export function isFlagOn(flags: WhitelabelFlags, id: string): boolean {
  return flags[id] === true;
}
