/**
 * Error codes the reference server answers (and the platform is known to answer), with the
 * default English message of spec 1 §8. The site translates by code and falls back to `message`.
 * Business refusals come back HTTP 200 `success:false`; session problems 401; malformed input 400;
 * trial-account and flag refusals 403; rate limits 429.
 */
export const ErrorCode = {
  NotLoggedIn: 'login.not.session',
  FunctionNotAvailable: 'function.not.available',
  BadRequest: 'request_param_err',
  EncryptedBodyMissing: 'request_body_required',
  EncryptionInvalid: 'encryption.invalid',
  SystemError: 'system.error',
  TooFrequent: 'request.too.frequent',
  LoginFailed: 'login.password.error',
  UserMissingOrDisabled: 'user.not.exist.or.disabled',
  NotMember: 'login.not.member',
  NotAgent: 'login.not.agent',
  CaptchaRequired: 'captcha.required',
  CaptchaWrong: 'captcha.error',
  UsernameTaken: 'register.username.exists',
  MobileTaken: 'register.mobile.exists',
  EmailTaken: 'register.email.exists',
  FieldInvalid: 'register.field.invalid',
  ConfirmMismatch: 'password.confirm.mismatch',
  VerificationCodeWrong: 'verification.code.error',
  InvitationCodeInvalid: 'affiliate.code.invalid',
  SamePassword: 'modify.new.old.same',
  OldPasswordWrong: 'modify.old.password.error',
  TrialRestricted: 'free_reject',
  NotFound: 'not.found',
  SocialLoginFailed: 'social.login.failed',
  HumanCheckRequired: 'human.check.required',
  HumanCheckFailed: 'human.check.failed',
  PhoneProofInvalid: 'phone.token.invalid',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorMessages: Readonly<Record<ErrorCode, string>> = {
  'login.not.session': 'You are not logged in, please login first',
  'function.not.available':
    'Sorry, this account does not have permission or the feature is temporarily unavailable',
  request_param_err: 'The request is not valid',
  request_body_required: 'The encrypted request is incomplete',
  'encryption.invalid': 'The encrypted request could not be read, please try again',
  'system.error': 'Unknown error',
  'request.too.frequent': 'Too many attempts, please try again later',
  'login.password.error': 'Incorrect username or password',
  'user.not.exist.or.disabled': 'Sorry, the user does not exist or is disabled',
  'login.not.member': 'A non-member account cannot log in as a member',
  'login.not.agent': 'A non-agent account cannot log in as an agent',
  'captcha.required': 'Enter a captcha',
  'captcha.error': 'The captcha is incorrect',
  'register.username.exists': 'Sorry, the username already exists',
  'register.mobile.exists': 'This mobile number is already registered',
  'register.email.exists': 'This e-mail address is already registered',
  'register.field.invalid': 'Please check the highlighted field',
  'password.confirm.mismatch': 'Confirmation password not matched',
  'verification.code.error': 'Verification code error',
  'affiliate.code.invalid': 'Invalid invitation code',
  'modify.new.old.same': 'The new password must differ from the old one',
  'modify.old.password.error': 'The old password is incorrect',
  free_reject: 'Please login an actual account to use this function',
  'not.found': 'Not found',
  'social.login.failed': 'Signing in with that account did not work, please try again',
  'human.check.required': 'Please complete the check before we send the code',
  'human.check.failed': 'The check did not pass, please try again',
  'phone.token.invalid': 'The phone verification has expired, please get a new code',
};

/** The default message for a code, or the server's own message, or "Unknown error". */
export function messageFor(code: string | null | undefined, serverMessage?: string | null): string {
  if (code && code in errorMessages) return errorMessages[code as ErrorCode];
  return serverMessage || errorMessages['system.error'];
}
