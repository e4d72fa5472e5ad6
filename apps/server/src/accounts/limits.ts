import type { RateRule } from '../http/rateLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The reference server's rate limits, in one place (docs/api.md lists them). */
export const limits = {
  /** Failed logins per account (username or mobile): 10 in 30 minutes, then 429. */
  loginFailUser: { bucket: 'login.fail.user', windowMs: 30 * MINUTE, max: 10 },
  /** Failed logins per IP address: 30 in 30 minutes. */
  loginFailIp: { bucket: 'login.fail.ip', windowMs: 30 * MINUTE, max: 30 },
  /** One SMS per number and purpose per minute (the resend limit), 5 per number per hour; 20 per IP per hour. */
  smsTargetMinute: { bucket: 'sms.target.minute', windowMs: MINUTE, max: 1 },
  smsTargetHour: { bucket: 'sms.target.hour', windowMs: HOUR, max: 5 },
  smsIpHour: { bucket: 'sms.ip.hour', windowMs: HOUR, max: 20 },
  /** Captcha images: 30 per IP per minute. */
  captchaIp: { bucket: 'captcha.ip', windowMs: MINUTE, max: 30 },
  /** Trial accounts: 20 per IP per hour. */
  freePlayIp: { bucket: 'freeplay.ip', windowMs: HOUR, max: 20 },
  /** Registration attempts: 20 per IP per hour. */
  registerIp: { bucket: 'register.ip', windowMs: HOUR, max: 20 },
  /** Forgot password by e-mail: 10 per IP and 3 per username per hour. */
  forgotIp: { bucket: 'forgot.ip', windowMs: HOUR, max: 10 },
  forgotUser: { bucket: 'forgot.user', windowMs: HOUR, max: 3 },
  /** Set password by phone: 20 attempts per IP per hour. */
  setPasswordIp: { bucket: 'setpw.ip', windowMs: HOUR, max: 20 },
  /** Wrong old passwords on change: 5 per account in 30 minutes. */
  changePasswordFail: { bucket: 'password.fail.user', windowMs: 30 * MINUTE, max: 5 },
  /** Username, e-mail and invitation-code checks: 60 per IP per minute. */
  checksIp: { bucket: 'check.ip', windowMs: MINUTE, max: 60 },
  /** Demo live chat: 20 messages per chat ticket per minute. */
  chatTicket: { bucket: 'chat.ticket', windowMs: MINUTE, max: 20 },
  /** Feedback: 10 per account per hour. */
  feedbackUser: { bucket: 'feedback.user', windowMs: HOUR, max: 10 },
} satisfies Record<string, RateRule>;
