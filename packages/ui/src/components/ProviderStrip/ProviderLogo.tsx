import { useState } from 'react';
import * as css from './ProviderStrip.css';

export interface Provider {
  /** Vendor code (vassalage). */
  code: string;
  /** Display name: the logo's text alternative and its fallback. */
  name: string;
  logoUrl?: string | null;
}

/** A vendor's logo in its box; its name shows instead when there is no logo or it fails to load. */
export function ProviderLogo({ provider }: { provider: Provider }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = provider.logoUrl;
  if (!url || failedUrl === url) {
    return <span className={css.logoText}>{provider.name}</span>;
  }
  return (
    <span className={css.plate}>
      <img
        className={css.logo}
        src={url}
        alt=""
        width={160}
        height={80}
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(url)}
      />
    </span>
  );
}
