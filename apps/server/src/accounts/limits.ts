import type { RateRule } from '../http/rateLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The reference server's rate limits, in one place (docs/api.md lists them). */
export const limits = {
  /**
   * Failed logins (loginGuard.ts), in 30-minute windows, counted from the moment the password check
   * starts: per account (resolved from any spelling of its name or number), per account and address,
   * per address. `max` here is where each rule starts to act; what it does is in LOGIN_DELAYS.
   */
  loginFailAccount: { bucket: 'login.fail.account', windowMs: 30 * MINUTE, max: 10 },
  loginFailPair: { bucket: 'login.fail.pair', windowMs: 30 * MINUTE, max: 5 },
  loginFailIp: { bucket: 'login.fail.ip', windowMs: 30 * MINUTE, max: 3 },
  /** One SMS per number and purpose per minute (the resend limit), 5 per number per hour; 20 per IP per hour. */
  smsTargetMinute: { bucket: 'sms.target.minute', windowMs: MINUTE, max: 1 },
  smsTargetHour: { bucket: 'sms.target.hour', windowMs: HOUR, max: 5 },
  smsIpHour: { bucket: 'sms.ip.hour', windowMs: HOUR, max: 20 },
  /**
   * Captcha images: 120 per IP per minute. Each costs ~2 ms to draw; players behind one carrier
   * address share the allowance, and when that address has failed logins they all need captchas.
   */
  captchaIp: { bucket: 'captcha.ip', windowMs: MINUTE, max: 120 },
  /** Trial accounts: 20 per IP per hour. */
  freePlayIp: { bucket: 'freeplay.ip', windowMs: HOUR, max: 20 },
  /** Registration attempts: 20 per IP per hour. */
  registerIp: { bucket: 'register.ip', windowMs: HOUR, max: 20 },
  /** Forgot password by e-mail: 10 per IP and 3 per username per hour. */
  forgotIp: { bucket: 'forgot.ip', windowMs: HOUR, max: 10 },
  forgotUser: { bucket: 'forgot.user', windowMs: HOUR, max: 3 },
  /** Set password by phone: 20 attempts per IP per hour. */
  setPasswordIp: { bucket: 'setpw.ip', windowMs: HOUR, max: 20 },
  /** Wrong payment passwords (withdrawal, changing it): 5 per account in 30 minutes, then 429. */
  paymentPasswordFail: { bucket: 'payment.fail.user', windowMs: 30 * MINUTE, max: 5 },
  /** Wrong old passwords on change: 5 per account in 30 minutes. */
  changePasswordFail: { bucket: 'password.fail.user', windowMs: 30 * MINUTE, max: 5 },
  /** Username, e-mail and invitation-code checks: 60 per IP per minute. */
  checksIp: { bucket: 'check.ip', windowMs: MINUTE, max: 60 },
  /** Demo live chat: 20 messages per chat ticket per minute. */
  chatTicket: { bucket: 'chat.ticket', windowMs: MINUTE, max: 20 },
  /**
   * Activity applications (up to 3 pictures of 5 MB each): 5 per member per hour and 10 per day,
   * counted when the request arrives, before its body is read, whether taken or refused.
   */
  applicationsHour: { bucket: 'apply.user.hour', windowMs: HOUR, max: 5 },
  applicationsDay: { bucket: 'apply.user.day', windowMs: DAY, max: 10 },
  /** Social sign-ins (code exchanges with a provider): 30 per IP per hour. */
  socialLoginIp: { bucket: 'social.ip', windowMs: HOUR, max: 30 },
  /** The demo identity provider's sign-in answers: 60 per IP per hour. */
  idpIp: { bucket: 'idp.ip', windowMs: HOUR, max: 60 },
  /** Phone-verification logins (provider ID tokens): 30 per IP per hour. */
  phoneProofIp: { bucket: 'phone.proof.ip', windowMs: HOUR, max: 30 },
  /** The demo verifier: 30 human-check challenges per IP per 10 minutes. */
  humanCheckIp: { bucket: 'human.check.ip', windowMs: 10 * MINUTE, max: 30 },
  /**
   * The demo phone verifier's own SMS quota (another service than the operator's): one code per
   * number per minute, 20 per IP per hour.
   */
  verifierSmsNumber: { bucket: 'verifier.sms.number', windowMs: MINUTE, max: 1 },
  verifierSmsIp: { bucket: 'verifier.sms.ip', windowMs: HOUR, max: 20 },
  /** Feedback: 10 per account per hour. */
  feedbackUser: { bucket: 'feedback.user', windowMs: HOUR, max: 10 },
} satisfies Record<string, RateRule>;

/** Activity-application pictures stored per member in 24 hours, in bytes. */
export const applicationBytesDay = 20 * 1024 * 1024;
