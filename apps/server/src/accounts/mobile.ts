/** Dialling code as digits (`+63` → `63`). */
export function normaliseDialingCode(code: string | null | undefined, fallback = '63'): string {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits || fallback;
}

/**
 * The national number as digits, however it was typed: separators dropped (spaces, dashes, dots,
 * brackets), an international prefix (`+63`, `0063`, or a bare `63` before a full national
 * number) and the trunk `0` removed. `0917 123 4567`, `+63 917 123 4567`, `639171234567` and
 * `(0917) 123-4567` all give `9171234567` for 63.
 */
export function normaliseMobile(raw: string, dialingCode: string): string {
  const typed = raw.trim();
  let digits = typed.replace(/\D/g, '');
  const international = typed.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  const hasCode = digits.startsWith(dialingCode);
  // Without + or 00, a leading dialling code is taken only before a full national number.
  if (
    hasCode &&
    (international || (digits.length >= 11 && digits.length - dialingCode.length >= 9))
  )
    digits = digits.slice(dialingCode.length);
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
