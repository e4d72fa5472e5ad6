/** What the site shows for the platform's status: the normal page, maintenance or a region block. */
export const SystemStatus = { Normal: 0, Maintenance: 1, AccessRestricted: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

/** Maintenance wins when both apply; region restriction alone blocks access. */
export function systemStatusOf(flags: {
  maintenance?: boolean | null;
  regionRestriction?: boolean | null;
}): SystemStatus {
  if (flags.maintenance) return SystemStatus.Maintenance;
  if (flags.regionRestriction) return SystemStatus.AccessRestricted;
  return SystemStatus.Normal;
}
