/** A download resource from status `info.resources` (IOS, Android, MOBILECONFIG, AppDownloadIcon). */
export interface DownloadResource {
  resourceType: string;
  url: string;
}

export interface DownloadLinks {
  ios?: string;
  android?: string;
  /** iOS configuration profile, installable from Safari only. */
  mobileConfig?: string;
  icon?: string;
}

/** Picks the download links by resource type; URLs are trimmed and empty ones dropped. */
export function downloadLinksOf(
  resources: readonly DownloadResource[] | null | undefined,
): DownloadLinks {
  const links: DownloadLinks = {};
  const keys: Record<string, keyof DownloadLinks> = {
    IOS: 'ios',
    ANDROID: 'android',
    MOBILECONFIG: 'mobileConfig',
    APPDOWNLOADICON: 'icon',
  };
  for (const r of resources ?? []) {
    const key = keys[String(r.resourceType).toUpperCase()];
    const url = typeof r.url === 'string' ? r.url.trim() : '';
    if (key && url && !links[key]) links[key] = url;
  }
  return links;
}

/** Whether the app-download page has anything to offer. */
export function hasAppDownload(links: DownloadLinks): boolean {
  return !!(links.ios || links.android || links.mobileConfig);
}

/** How long the Safari profile notice shows before the redirect (spec 1 §5). */
export const PROFILE_NOTICE_MS = 4000;

export type IosDownloadAction =
  | { kind: 'open'; url: string }
  | { kind: 'profile'; url: string; noticeMs: number }
  | { kind: 'useSafari' };

/**
 * iOS download: the iOS link if present; else the configuration profile, only in Safari (after a
 * 4 s notice); otherwise the "Please use Safari" alert.
 */
export function iosDownloadAction(links: DownloadLinks, isSafari: boolean): IosDownloadAction {
  if (links.ios) return { kind: 'open', url: links.ios };
  if (links.mobileConfig && isSafari) {
    return { kind: 'profile', url: links.mobileConfig, noticeMs: PROFILE_NOTICE_MS };
  }
  return { kind: 'useSafari' };
}

/** Safari on iOS: not Chrome (CriOS), Firefox (FxiOS), Edge (EdgiOS) or an in-app browser. */
export function isIosSafari(userAgent: string): boolean {
  const ios = /iP(hone|ad|od)/.test(userAgent);
  const safari = /Safari\//.test(userAgent) && /Version\//.test(userAgent);
  const other = /CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Instagram|Line\//.test(userAgent);
  return ios && safari && !other;
}
