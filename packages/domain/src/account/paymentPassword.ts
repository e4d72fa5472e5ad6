/** The fields of the payment password form. */
export type PaymentPasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Why a field of the payment password form is refused. */
export type PaymentPasswordProblem = 'required' | 'sixDigits' | 'mismatch' | 'sameAsOld';

const SIX_DIGITS = /^\d{6}$/;

/**
 * What is wrong with a payment password form, per field (empty when it can be sent). The password
 * is 6 digits; changing one needs the current one and a different new one; the confirmation must
 * match.
 */
export function paymentPasswordProblems(
  input: { oldPassword?: string; newPassword: string; confirmPassword: string },
  changing: boolean,
): Partial<Record<PaymentPasswordField, PaymentPasswordProblem>> {
  const problems: Partial<Record<PaymentPasswordField, PaymentPasswordProblem>> = {};
  const old = input.oldPassword ?? '';
  if (changing && !old) problems.oldPassword = 'required';
  if (!input.newPassword) problems.newPassword = 'required';
  else if (!SIX_DIGITS.test(input.newPassword)) problems.newPassword = 'sixDigits';
  else if (changing && old === input.newPassword) problems.newPassword = 'sameAsOld';
  if (!input.confirmPassword) problems.confirmPassword = 'required';
  else if (input.confirmPassword !== input.newPassword) problems.confirmPassword = 'mismatch';
  return problems;
}
