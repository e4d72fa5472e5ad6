/**
 * Registration field rules as the platform serves them (`GET /wps/system/setting/register` and
 * status `info.register`): per field an accepted pattern ("*" or empty = anything), length bounds,
 * whether the field is shown (`enabled`) and must be filled (`required`). The same check runs in
 * the site's form and on the reference server.
 */
export interface RegisterFieldRule {
  acceptedPattern?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
  patternId?: number | string | null;
  enabled?: boolean | null;
  required?: boolean | null;
  type?: string | null;
}

/** The fields the registration form knows (spec 1 §5). */
export const registerFields = [
  'username',
  'password',
  'email',
  'mobileNum',
  'nickname',
  'payeeName',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'birthday',
  'paymentPassword',
  'affiliateCode',
  'verificationCode',
] as const;
export type RegisterField = (typeof registerFields)[number];

export type RegisterFieldProblem = 'required' | 'tooShort' | 'tooLong' | 'pattern' | 'date';

/** The rule's pattern as a RegExp; null when it accepts anything or does not compile. */
export function rulePattern(rule: RegisterFieldRule): RegExp | null {
  const source = rule.acceptedPattern?.trim();
  if (!source || source === '*') return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/**
 * What is wrong with a value under a rule, or null when it passes. A field that is not enabled
 * always passes (it is not shown); an empty optional field passes. Birthdays (`type: "date"` or the
 * `birthday` field) must be a real YYYY-MM-DD day from 1900 to the end of `today`'s year.
 */
export function checkRegisterField(
  rule: RegisterFieldRule | undefined,
  value: string | null | undefined,
  options: { field?: string; today?: Date } = {},
): RegisterFieldProblem | null {
  if (!rule || rule.enabled === false) return null;
  const text = (value ?? '').trim();
  if (text === '') return rule.required ? 'required' : null;
  const length = [...text].length;
  if (rule.minLength != null && length < rule.minLength) return 'tooShort';
  if (rule.maxLength != null && rule.maxLength > 0 && length > rule.maxLength) return 'tooLong';
  if (rule.type === 'date' || options.field === 'birthday') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!m) return 'date';
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const day = new Date(Date.UTC(y, mo - 1, d));
    if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d)
      return 'date';
    const thisYear = (options.today ?? new Date()).getUTCFullYear();
    if (y < 1900 || y > thisYear) return 'date';
  }
  const pattern = rulePattern(rule);
  if (pattern && !pattern.test(text)) return 'pattern';
  return null;
}
