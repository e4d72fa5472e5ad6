import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  downloadLinksOf,
  flattenWhitelabel,
  templatesOf,
  type DownloadLinks,
  type SiteTemplates,
  type WhitelabelFlags,
} from '@playdeck/domain';
import { decodeServicePaths, type SystemStatusValue } from '@playdeck/contract';
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
  /**
   * The status answered or failed: a screen laid out from it can be drawn now (with the defaults
   * when it failed) and will not change a moment later. Never waits forever, unlike `ready`.
   */
  settled: boolean;
  /**
   * Settled, and the customer-service links decoded too (or there are none): what lists them
   * waits for this, so they do not pop in after the rest.
   */
  linksReady: boolean;
  /** Whitelabel flags flattened to `{[modId]: enabled === "1"}`. */
  flags: WhitelabelFlags;
  templates: SiteTemplates;
  downloadLinks: DownloadLinks;
  /** Every resource entry (download links, messaging-app channels, icons). */
  resources: readonly { resourceType: string; url: string }[];
  /** Entries whose path decoded (none until decoded); entries that do not decode are left out. */
  customerService: readonly CustomerServiceLink[];
  /** The general customer-service address (entry titled CS, else the first), if any. */
  customerServiceUrl: string | null;
  imageCDNs: readonly string[];
}

/**
 * The status's customer-service entries with their addresses decoded (the DES codec loads for it);
 * entries whose path does not decode are left out.
 */
export async function customerServiceOf(
  value: SystemStatusValue | undefined,
): Promise<CustomerServiceLink[]> {
  const entries = value?.info?.customerService ?? [];
  const urls = await decodeServicePaths(entries.map((c) => c.path));
  return entries.flatMap((c, i) => {
    const url = urls[i];
    return url ? [{ title: c.title ?? '', csType: c.csType ?? null, url }] : [];
  });
}

const noLinks: readonly CustomerServiceLink[] = [];

/**
 * The configuration of a status, with its customer-service links once decoded (`undefined` while
 * they are being decoded).
 */
export function siteConfigOf(
  value: SystemStatusValue | undefined,
  decoded?: readonly CustomerServiceLink[],
  settled: boolean = value !== undefined,
): SiteConfig {
  const info = value?.info;
  const customerService = decoded ?? noLinks;
  const general = customerService.find((c) => c.title.toUpperCase() === 'CS');
  const resources = (info?.resources ?? []).map((r) => ({
    resourceType: r.resourceType,
    url: r.url.trim(),
  }));
  return {
    ready: value !== undefined,
    settled,
    linksReady: settled && (decoded !== undefined || (info?.customerService ?? []).length === 0),
    flags: flattenWhitelabel(info?.whitelabel),
    templates: templatesOf(info?.mobileTemplate),
    downloadLinks: downloadLinksOf(resources),
    resources,
    customerService,
    customerServiceUrl: (general ?? customerService[0])?.url ?? null,
    imageCDNs: info?.imageCDNs ?? [],
  };
}

/**
 * Site configuration from the system status; recomputed only when the status changes. The
 * customer-service links appear once their paths are decoded, just after the status arrives.
 */
export function useSiteConfig(): SiteConfig {
  const { value, isLoading } = useSystemStatus();
  const entries = value?.info?.customerService ?? [];
  const links = useQuery({
    queryKey: ['system', 'customerService', entries],
    queryFn: () => customerServiceOf(value),
    enabled: entries.length > 0,
    staleTime: Infinity,
    meta: { silent: true },
  });
  // Links that could not be decoded (the codec did not load) count as none, not as still coming.
  const customerService =
    entries.length === 0 || links.isError ? noLinks : (links.data ?? undefined);
  return useMemo(
    () => siteConfigOf(value, customerService, !isLoading),
    [value, customerService, isLoading],
  );
}
