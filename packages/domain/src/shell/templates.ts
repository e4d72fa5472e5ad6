export type TemplateVersion = 'new' | 'base';

export interface SiteTemplates {
  /** Member centre layout: new when `mem_cen` is 1. */
  memberCentre: TemplateVersion;
  /** Deposit detail layout: new when `dep_func` is 1. */
  deposit: TemplateVersion;
}

/** Reads status `info.mobileTemplate`; anything but 1 (or "1") means the base version. */
export function templatesOf(
  mobileTemplate:
    { mem_cen?: number | string | null; dep_func?: number | string | null } | null | undefined,
): SiteTemplates {
  const isNew = (v: unknown) => v === 1 || v === '1';
  return {
    memberCentre: isNew(mobileTemplate?.mem_cen) ? 'new' : 'base',
    deposit: isNew(mobileTemplate?.dep_func) ? 'new' : 'base',
  };
}
