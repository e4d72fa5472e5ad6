import { useMemo } from 'react';
import {
  downloadLinksOf,
  flattenWhitelabel,
  templatesOf,
  type DownloadLinks,
  type SiteTemplates,
  type WhitelabelFlags,
} from '@playdeck/domain';
import { decodeServicePath, type SystemStatusValue } from '@playdeck/contract';
import { useSystemStatus } from './useSystemStatus';

/** A customer-service link from the status (`title` e.g. CS or whatsapp, `csType` e.g. FACEBOOK). */
export interface CustomerServiceLink {
  title: string;
  csType: string | null;
  /** The address, decoded from the obfuscated path (its last 8 characters are the key). */
  url: string;
}

/** What the site reads from the status besides the gate: flags, templates and links. */
export interface SiteConfig {
  /** False until a status (cached or fresh) is known; gated entries wait for it. */
  ready: boolean;
  /** Whitelabel flags flattened to `{[modId]: enabled === "1"}`. */
  flags: WhitelabelFlags;
  templates: SiteTemplates;
  downloadLinks: DownloadLinks;
  /** Every resource entry (download links, messaging-app channels, icons). */
  resources: readonly { resourceType: string; url: string }[];
  /** Entries whose path decoded; entries that do not decode are left out. */
  customerService: readonly CustomerServiceLink[];
  /** The general customer-service address (entry titled CS, else the first), if any. */
  customerServiceUrl: string | null;
  imageCDNs: readonly string[];
}

export function siteConfigOf(value: SystemStatusValue | undefined): SiteConfig {
  const info = value?.info;
  const customerService: CustomerServiceLink[] = [];
  for (const c of info?.customerService ?? []) {
    const url = decodeServicePath(c.path);
    if (url) customerService.push({ title: c.title ?? '', csType: c.csType ?? null, url });
  }
  const general = customerService.find((c) => c.title.toUpperCase() === 'CS');
  const resources = (info?.resources ?? []).map((r) => ({
    resourceType: r.resourceType,
    url: r.url.trim(),
  }));
  return {
    ready: value !== undefined,
    flags: flattenWhitelabel(info?.whitelabel),
    templates: templatesOf(info?.mobileTemplate),
    downloadLinks: downloadLinksOf(resources),
    resources,
    customerService,
    customerServiceUrl: (general ?? customerService[0])?.url ?? null,
    imageCDNs: info?.imageCDNs ?? [],
  };
}

/** Site configuration from the system status; recomputed only when the status changes. */
export function useSiteConfig(): SiteConfig {
  const { value } = useSystemStatus();
  return useMemo(() => siteConfigOf(value), [value]);
}
