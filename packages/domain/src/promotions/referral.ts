/** The registration page a friend's invite link opens; the code rides as `?referralCode=`. */
export const REGISTER_PATH = '/m/register';

/**
 * A friend's invite link: the registration page on the promotion domain (a host, or an address
 * with its scheme; `https` when none is given) with the member's code as `referralCode`.
 */
export function referralLink(domain: string, code: string, fallbackScheme = 'https:'): string {
  const d = domain.trim().replace(/\/+$/, '');
  const origin = /^https?:\/\//i.test(d) ? d : `${fallbackScheme}//${d}`;
  return `${origin}${REGISTER_PATH}?referralCode=${encodeURIComponent(code.trim())}`;
}
