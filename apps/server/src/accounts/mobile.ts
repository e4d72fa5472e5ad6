/** Dialling code as digits (`+63` → `63`). */
export function normaliseDialingCode(code: string | null | undefined, fallback = '63'): string {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits || fallback;
}

/**
 * The national number as digits: spaces and dashes dropped, a leading `+<dialling code>` or trunk
 * `0` removed (`0917 123 4567` and `+63 917 123 4567` → `9171234567` for 63).
 */
export function normaliseMobile(raw: string, dialingCode: string): string {
  let digits = raw.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) {
    digits = digits.slice(1);
    if (digits.startsWith(dialingCode)) digits = digits.slice(dialingCode.length);
  }
  digits = digits.replace(/\D/g, '');
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** `917****567`: enough for the owner to recognise, not enough to call. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}****`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}

/** `pl***@example.ph`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
