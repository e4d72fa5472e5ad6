import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import {
  captcha,
  changePassword,
  checkEmail,
  checkInvitationCode,
  checkUsername,
  forgotPasswordByEmail,
  freePlayLogin,
  HEAD_ICON_COUNT,
  headIcon,
  login,
  logout,
  memberInfo,
  register,
  registerMobile,
  renewSession,
  rsaKey,
  setHeadIcon,
  setPasswordByPhone,
  smsNoLogin,
  smsRegister,
} from '@playdeck/contract';
import { checkRegisterField, isAgent, MEMBER_TYPES, registerFields } from '@playdeck/domain';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { route, type RouteContext } from '../http/route';
import { readCookie, setApiCookie } from '../http/cookies';
import {
  clearEvents,
  countEvents,
  ensureUnderLimit,
  recordEvent,
  takeSlot,
} from '../http/rateLimit';
import { readSettings, type OperatorSettings } from '../settings';
import { hashPassword, randomPassword, verifyPassword } from '../accounts/passwords';
import { maskEmail, maskMobile, normaliseDialingCode, normaliseMobile } from '../accounts/mobile';
import { sendToOutbox } from '../accounts/outbox';
import {
  createSession,
  renewSession as extendSession,
  revokeOtherSessions,
  revokeSession,
} from '../accounts/sessions';
import {
  accountById,
  accountByMobile,
  accountByUsername,
  type AccountRow,
} from '../accounts/users';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, issueCaptcha, requireCaptcha } from '../accounts/captcha';
import { CODE_TTL_MS, checkCode, consumeCode, issueCode } from '../accounts/codes';
import { limits } from '../accounts/limits';
import { affiliateCodeValid, referralCodeValid } from '../accounts/invitations';
import { featureOff, refuse, trialRefused } from '../accounts/refusals';
import { welcomeMessage } from '../seed/messages';

const TEMP_PASSWORD_TTL_MS = 30 * 60 * 1000;
const TRIAL_PASSWORD_HASH = '!trial-account-has-no-password';

export const avatarUrl = (icon: string) => `/media/avatars/${icon}.svg`;

function defaultDialingCode(s: OperatorSettings): string {
  return s.countries[0]?.dialingCode ?? '63';
}

/** Whether the field passes the operator's rule; refuses `register.field.invalid` otherwise. */
function checkField(
  s: OperatorSettings,
  field: string,
  value: string | null | undefined,
  as = field,
): void {
  const problem = checkRegisterField(s.register[field], value, { field });
  if (problem) throw refuse('register.field.invalid', { field: as, problem });
}

function loginAnswer(
  account: AccountRow,
  token: string,
  firstTimeLogin: boolean,
  passwordExpired: boolean,
) {
  return {
    token,
    id: account.id,
    userName: account.username,
    type: account.type,
    customerType: account.type,
    firstTimeLogin,
    passwordExpired,
  };
}

/** Starts a session and records the login. */
function startSession(db: Db, account: AccountRow, now: number) {
  const { token } = createSession(db, account.id, now);
  db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(now, account.id);
  return token;
}

type RegistrationInput = z.output<typeof register.request> & { mobileNum?: string | null };

/**
 * Creates a member from a registration (by username or by mobile), attaches the codes, runs the
 * other areas' hooks, sends the welcome message, and logs the member in. One transaction.
 */
async function createMember(
  ctx: RouteContext,
  req: FastifyRequest,
  p: RegistrationInput,
  byMobile: boolean,
) {
  const { db } = ctx;
  const now = ctx.now();
  const s = readSettings(db);
  takeSlot(db, limits.registerIp, req.ip, now);

  const cc = normaliseDialingCode(p.countryDialingCode, defaultDialingCode(s));
  const mobile = p.mobileNum ? normaliseMobile(p.mobileNum, cc) : null;
  const username = byMobile ? (mobile ?? '') : (p.username ?? '').trim();

  if (!byMobile) requireCaptcha(req, db, p.captcha, now);
  for (const field of registerFields) {
    if (field === 'verificationCode') continue;
    if (byMobile && field === 'username') continue;
    const value = field === 'mobileNum' ? mobile : (p as Record<string, unknown>)[field];
    checkField(s, field, typeof value === 'string' ? value : null);
  }
  if (byMobile && !mobile)
    throw refuse('register.field.invalid', { field: 'mobileNum', problem: 'required' });
  if (p.confirmPassword !== p.password) throw refuse('password.confirm.mismatch');

  if (accountByUsername(db, username))
    throw refuse(byMobile ? 'register.mobile.exists' : 'register.username.exists');
  if (mobile && accountByMobile(db, mobile)) throw refuse('register.mobile.exists');
  const email = p.email?.trim() || null;
  if (email && db.prepare('SELECT 1 FROM users WHERE email = ? COLLATE NOCASE').get(email))
    throw refuse('register.email.exists');
  const affiliateCode = p.affiliateCode?.trim() || null;
  if (affiliateCode && !affiliateCodeValid(db, affiliateCode))
    throw refuse('affiliate.code.invalid', { field: 'affiliateCode' });
  const referralCode = p.referralCode?.trim() || null;
  if (referralCode && !referralCodeValid(db, referralCode))
    throw refuse('affiliate.code.invalid', { field: 'referralCode' });

  const target = mobile ? `${cc}${mobile}` : '';
  const codeNeeded = byMobile || (!!mobile && s.whitelabel.REGMOBVERF3 === true);
  if (codeNeeded && !checkCode(db, 'register', target, p.verificationCode, now, false))
    throw refuse('verification.code.error');

  const passwordHash = await hashPassword(p.password);
  const contacts: Record<string, string> = {};
  for (const field of [
    'idNumber',
    'qqNum',
    'facebook',
    'wechat',
    'line',
    'whatsapp',
    'zalo',
    'recommenderId',
  ] as const) {
    const v = p[field]?.trim();
    if (v && s.register[field]?.enabled) contacts[field] = v;
  }

  return db.transaction(() => {
    // Re-checked inside the transaction: two registrations racing for one name.
    if (accountByUsername(db, username)) throw refuse('register.username.exists');
    const info = db
      .prepare(
        `INSERT INTO users (username, password_hash, nickname, type, country_code, mobile, email, created_at,
                            payee_name, birthday, register_method, register_url, affiliate_code, referral_code, contacts)
         VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        username,
        passwordHash,
        p.nickname?.trim() || null,
        mobile ? cc : null,
        mobile,
        email,
        now,
        p.payeeName?.trim() || null,
        p.birthday?.trim() || null,
        p.registerMethod ?? null,
        p.registerUrl ?? null,
        affiliateCode,
        referralCode,
        Object.keys(contacts).length ? JSON.stringify(contacts) : null,
      );
    const userId = Number(info.lastInsertRowid);
    if (codeNeeded) consumeCode(db, 'register', target, now);
    for (const hook of ctx.hooks.memberRegistered)
      hook(db, {
        userId,
        username,
        type: 0,
        affiliateCode,
        referralCode,
        domain: p.domain ?? null,
        now,
      });
    const welcome = welcomeMessage(username);
    db.prepare(
      'INSERT INTO inbox_messages (user_id, sender, title, content, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(userId, welcome.sender, welcome.title, welcome.content, now);
    const account = accountById(db, userId) as AccountRow;
    const token = startSession(db, account, now);
    return { ...loginAnswer(account, token, true, false), customerId: userId };
  })();
}

/** Sends an SMS code, the same answer whoever owns the number. */
function smsAnswer(ctx: RouteContext, req: FastifyRequest, purpose: string, target: string) {
  const now = ctx.now();
  takeSlot(ctx.db, limits.smsIpHour, req.ip, now);
  takeSlot(ctx.db, limits.smsTargetMinute, `${purpose}:${target}`, now);
  takeSlot(ctx.db, limits.smsTargetHour, target, now);
  return now + CODE_TTL_MS;
}

export function accountRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  route(app, ctx, rsaKey, () => ctx.rsa.modulusHex);

  route(app, ctx, captcha, ({ req, reply }) => {
    const now = ctx.now();
    takeSlot(db, limits.captchaIp, req.ip, now);
    const issued = issueCaptcha(db, readCookie(req, CAPTCHA_COOKIE), now);
    setApiCookie(req, reply, CAPTCHA_COOKIE, issued.id, CAPTCHA_TTL_MS / 1000);
    reply.header('cache-control', 'no-store');
    return issued.png.toString('base64');
  });

  route(app, ctx, login, async ({ params, req }) => {
    const now = ctx.now();
    const s = readSettings(db);
    const bySms = params.type === 'sms';
    if (bySms && !s.whitelabel.MOBILEVERCODELOGIN3) throw featureOff();
    const cc = normaliseDialingCode(params.countryDialingCode, defaultDialingCode(s));
    const mobileGuess = /^[+\d\s-]+$/.test(params.username)
      ? normaliseMobile(params.username, cc)
      : '';
    const subject = bySms ? `${cc}${mobileGuess}` : params.username.toLowerCase();

    ensureUnderLimit(db, limits.loginFailUser, subject, now);
    ensureUnderLimit(db, limits.loginFailIp, req.ip, now);
    const failed = () => {
      recordEvent(db, limits.loginFailUser, subject, now);
      recordEvent(db, limits.loginFailIp, req.ip, now);
    };
    const captchaNeeded =
      countEvents(db, limits.loginFailUser, subject, now) > 0 ||
      countEvents(db, limits.loginFailIp, req.ip, now) >= 3;
    if (captchaNeeded) {
      // A missing captcha is a prompt, not an attempt; a wrong one counts as a failure.
      if (!params.captcha) throw refuse('captcha.required', { captcha: true });
      try {
        requireCaptcha(req, db, params.captcha, now);
      } catch (e) {
        failed();
        throw e;
      }
    }

    let account: AccountRow | undefined;
    let passed = false;
    let usedTemporary = false;
    if (bySms) {
      account = mobileGuess ? accountByMobile(db, mobileGuess) : undefined;
      passed = !!account && checkCode(db, 'noLogin', subject, params.password, now, true);
    } else {
      account =
        accountByUsername(db, params.username) ??
        (mobileGuess ? accountByMobile(db, mobileGuess) : undefined);
      passed = await verifyPassword(params.password, account?.password_hash);
      if (!passed && account) {
        const temp = db
          .prepare('SELECT password_hash, expires_at FROM temporary_passwords WHERE user_id = ?')
          .get(account.id) as { password_hash: string; expires_at: number } | undefined;
        if (
          temp &&
          temp.expires_at > now &&
          (await verifyPassword(params.password, temp.password_hash))
        ) {
          passed = true;
          usedTemporary = true;
        }
      }
    }
    if (!passed || !account) {
      failed();
      throw refuse('login.password.error', { captcha: true });
    }
    if (account.disabled) throw refuse('user.not.exist.or.disabled');
    if (params.loginAs === 'member' && !MEMBER_TYPES.includes(account.type))
      throw refuse('login.not.member');
    if (params.loginAs === 'agent' && !isAgent(account.type)) throw refuse('login.not.agent');

    clearEvents(db, limits.loginFailUser, subject);
    const user = account;
    return db.transaction(() => {
      if (usedTemporary) {
        // The temporary password becomes the password; the site then asks for a new one.
        db.prepare(
          `UPDATE users SET password_hash = (SELECT password_hash FROM temporary_passwords WHERE user_id = ?),
                            password_expired = 1 WHERE id = ?`,
        ).run(user.id, user.id);
        db.prepare('DELETE FROM temporary_passwords WHERE user_id = ?').run(user.id);
      }
      const token = startSession(db, user, now);
      return loginAnswer(
        user,
        token,
        user.last_login_at == null,
        usedTemporary || user.password_expired === 1,
      );
    })();
  });

  route(app, ctx, freePlayLogin, ({ req }) => {
    const now = ctx.now();
    if (!readSettings(db).whitelabel.FREEPLAY3) throw featureOff();
    takeSlot(db, limits.freePlayIp, req.ip, now);
    return db.transaction(() => {
      let username = '';
      do username = `trial${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      while (accountByUsername(db, username));
      const info = db
        .prepare(
          'INSERT INTO users (username, password_hash, type, created_at, register_method) VALUES (?, ?, 4, ?, ?)',
        )
        .run(username, TRIAL_PASSWORD_HASH, now, 'FREEPLAY');
      const account = accountById(db, Number(info.lastInsertRowid)) as AccountRow;
      const token = startSession(db, account, now);
      return loginAnswer(account, token, true, false);
    })();
  });

  route(app, ctx, logout, ({ session }) => {
    revokeSession(db, session.token);
    return null;
  });

  route(app, ctx, renewSession, ({ session }) => ({
    token: session.token,
    userName: session.username,
    type: session.type,
    expirationTime: extendSession(db, session.token, ctx.now()),
  }));

  route(app, ctx, register, async ({ params, req }) => {
    if (!readSettings(db).whitelabel.USERNAMEREG3) throw featureOff();
    return createMember(ctx, req, params, false);
  });

  route(app, ctx, registerMobile, async ({ params, req }) => {
    if (!readSettings(db).whitelabel.MOBILENUMREG3) throw featureOff();
    return createMember(ctx, req, params, true);
  });

  route(app, ctx, checkUsername, ({ params, req }) => {
    takeSlot(db, limits.checksIp, req.ip, ctx.now());
    checkField(readSettings(db), 'username', params.username);
    if (accountByUsername(db, params.username)) throw refuse('register.username.exists');
    return null;
  });

  route(app, ctx, checkEmail, ({ params, req }) => {
    takeSlot(db, limits.checksIp, req.ip, ctx.now());
    checkField(readSettings(db), 'email', params.email);
    if (db.prepare('SELECT 1 FROM users WHERE email = ? COLLATE NOCASE').get(params.email))
      throw refuse('register.email.exists');
    return null;
  });

  route(app, ctx, checkInvitationCode, ({ params, req }) => {
    takeSlot(db, limits.checksIp, req.ip, ctx.now());
    if (!affiliateCodeValid(db, params.code)) throw refuse('affiliate.code.invalid');
    return { code: params.code };
  });

  route(app, ctx, smsRegister, ({ params, req }) => {
    const s = readSettings(db);
    if (!s.whitelabel.MOBILENUMREG3 && !s.whitelabel.REGMOBVERF3) throw featureOff();
    const cc = normaliseDialingCode(params.countryDialingCode, defaultDialingCode(s));
    const mobile = normaliseMobile(params.mobileNum ?? params.mobileNo ?? '', cc);
    checkField(s, 'mobileNum', mobile);
    const target = `${cc}${mobile}`;
    const expirationTime = smsAnswer(ctx, req, 'register', target);
    const now = ctx.now();
    if (accountByMobile(db, mobile)) {
      sendToOutbox(
        db,
        ctx.log,
        {
          channel: 'sms',
          recipient: target,
          body: 'Playdeck: this number already has an account. Log in, or use Forgot password to reset it.',
        },
        now,
      );
    } else {
      const { code } = issueCode(db, 'register', target, now);
      sendToOutbox(
        db,
        ctx.log,
        {
          channel: 'sms',
          recipient: target,
          body: `Playdeck: your registration code is ${code}. It expires in 5 minutes. Never share it.`,
        },
        now,
      );
    }
    return { expirationTime };
  });

  route(app, ctx, smsNoLogin, ({ params, req }) => {
    const s = readSettings(db);
    if (!s.whitelabel.MOBILEVERCODELOGIN3 && !s.whitelabel.CHNGPASSVERIF3) throw featureOff();
    const cc = normaliseDialingCode(params.countryDialingCode, defaultDialingCode(s));
    const mobile = normaliseMobile(params.mobileNum ?? params.mobileNo ?? '', cc);
    checkField(s, 'mobileNum', mobile);
    const target = `${cc}${mobile}`;
    const expirationTime = smsAnswer(ctx, req, 'noLogin', target);
    const now = ctx.now();
    const account = accountByMobile(db, mobile);
    if (account && !account.disabled && account.country_code === cc) {
      const { code } = issueCode(db, 'noLogin', target, now);
      sendToOutbox(
        db,
        ctx.log,
        {
          channel: 'sms',
          recipient: target,
          body: `Playdeck: your verification code is ${code}. It expires in 5 minutes. Never share it.`,
        },
        now,
      );
    }
    return { expirationTime };
  });

  route(app, ctx, forgotPasswordByEmail, async ({ params, req }) => {
    const now = ctx.now();
    if (!readSettings(db).whitelabel.CHNGPASSMAIL3) throw featureOff();
    takeSlot(db, limits.forgotIp, req.ip, now);
    takeSlot(db, limits.forgotUser, params.username, now);
    const account = accountByUsername(db, params.username);
    const matches =
      !!account &&
      !account.disabled &&
      account.type !== 4 &&
      !!account.email &&
      account.email.toLowerCase() === params.email.toLowerCase();
    const temporary = randomPassword();
    // Hash either way, so an unknown user takes as long as a known one.
    const hash = await hashPassword(temporary);
    if (matches && account) {
      db.prepare(
        `INSERT INTO temporary_passwords (user_id, password_hash, expires_at) VALUES (?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET password_hash = excluded.password_hash, expires_at = excluded.expires_at`,
      ).run(account.id, hash, now + TEMP_PASSWORD_TTL_MS);
      sendToOutbox(
        db,
        ctx.log,
        {
          channel: 'email',
          recipient: account.email!.toLowerCase(),
          subject: 'Your Playdeck temporary password',
          body: `Hello ${account.username}, your temporary password is ${temporary}. It works once, for 30 minutes; you will then choose a new password. Your old password keeps working. If you did not ask for this, ignore this e-mail.`,
        },
        now,
      );
    }
    return null;
  });

  route(app, ctx, setPasswordByPhone, async ({ params, req }) => {
    const now = ctx.now();
    const s = readSettings(db);
    if (!s.whitelabel.CHNGPASSVERIF3) throw featureOff();
    takeSlot(db, limits.setPasswordIp, req.ip, now);
    const cc = normaliseDialingCode(params.countryDialingCode, defaultDialingCode(s));
    const mobile = normaliseMobile(params.mobileNum, cc);
    const target = `${cc}${mobile}`;
    checkField(s, 'password', params.newPassword, 'newPassword');
    if (!checkCode(db, 'noLogin', target, params.verificationCode, now, false))
      throw refuse('verification.code.error');
    const account = accountByMobile(db, mobile);
    if (!account || account.disabled) throw refuse('verification.code.error');
    // Same password: refused, and the code stays valid so only the password needs retyping.
    if (await verifyPassword(params.newPassword, account.password_hash))
      throw refuse('modify.new.old.same');
    const hash = await hashPassword(params.newPassword);
    db.transaction(() => {
      db.prepare('UPDATE users SET password_hash = ?, password_expired = 0 WHERE id = ?').run(
        hash,
        account.id,
      );
      db.prepare('DELETE FROM temporary_passwords WHERE user_id = ?').run(account.id);
      revokeOtherSessions(db, account.id);
      consumeCode(db, 'noLogin', target, now);
    })();
    return null;
  });

  route(app, ctx, changePassword, async ({ params, session }) => {
    const now = ctx.now();
    if (session.type === 4) throw trialRefused();
    const subject = String(session.id);
    ensureUnderLimit(db, limits.changePasswordFail, subject, now);
    if (params.newPassword !== params.confirmNewPassword) throw refuse('password.confirm.mismatch');
    if (params.newPassword === params.oldPassword) throw refuse('modify.new.old.same');
    checkField(readSettings(db), 'password', params.newPassword, 'newPassword');
    const account = accountById(db, session.id) as AccountRow;
    if (!(await verifyPassword(params.oldPassword, account.password_hash))) {
      recordEvent(db, limits.changePasswordFail, subject, now);
      throw refuse('modify.old.password.error');
    }
    const hash = await hashPassword(params.newPassword);
    db.transaction(() => {
      db.prepare('UPDATE users SET password_hash = ?, password_expired = 0 WHERE id = ?').run(
        hash,
        account.id,
      );
      db.prepare('DELETE FROM temporary_passwords WHERE user_id = ?').run(account.id);
      revokeOtherSessions(db, account.id, session.token);
    })();
    return null;
  });

  route(app, ctx, memberInfo, ({ session }) => {
    const a = accountById(db, session.id) as AccountRow;
    return {
      id: a.id,
      account: a.username,
      nickname: a.nickname,
      type: a.type,
      clubLabel: a.club_label ? { labelName: a.club_label } : null,
      regDate: a.created_at,
      mobile: maskMobile(a.mobile),
      email: maskEmail(a.email),
      headIcon: a.head_icon,
    };
  });

  route(app, ctx, headIcon, ({ session }) => {
    const icon = (accountById(db, session.id) as AccountRow).head_icon;
    return { icon, url: avatarUrl(icon) };
  });

  route(app, ctx, setHeadIcon, ({ params, session }) => {
    const n = Number(params.icon);
    if (!Number.isInteger(n) || n < 1 || n > HEAD_ICON_COUNT)
      throw refuse('register.field.invalid', { field: 'icon', problem: 'pattern' });
    const icon = String(n);
    db.prepare('UPDATE users SET head_icon = ? WHERE id = ?').run(icon, session.id);
    return { icon, url: avatarUrl(icon) };
  });
}
