import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkEmail,
  checkInvitationCode,
  checkUsername,
  register,
  registerMobile,
  smsRegister,
} from '@playdeck/contract';
import { registerFields } from '@playdeck/domain';
import type { z } from 'zod';
import { route, type RouteContext } from '../../http/route';
import { takeSlot } from '../../http/rateLimit';
import { readSettings } from '../../settings';
import { hashPassword } from '../../accounts/passwords';
import { normaliseDialingCode, normaliseMobile } from '../../accounts/mobile';
import { sendToOutbox } from '../../accounts/outbox';
import { accountByMobile, accountByUsername, emailTaken } from '../../store/users';
import { requireCaptcha } from '../../accounts/captcha';
import { checkCode, consumeCode, issueCode } from '../../accounts/codes';
import { limits } from '../../accounts/limits';
import { affiliateCodeValid, referralCodeValid } from '../../accounts/invitations';
import { featureOff, refuse } from '../../accounts/refusals';
import { insertMember } from '../../accounts/members';
import { requireHumanCheck } from '../../accounts/phoneVerification';
import { checkField, defaultDialingCode, smsAnswer } from './shared';

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

  // Both ways ask for the captcha (spec 1 §2: the captcha image is part of the form).
  requireCaptcha(req, db, p.captcha, now);
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
  if (email && emailTaken(db, email)) throw refuse('register.email.exists');
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
    const created = insertMember(
      ctx,
      {
        username,
        passwordHash,
        nickname: p.nickname?.trim() || null,
        countryCode: mobile ? cc : null,
        mobile,
        email,
        payeeName: p.payeeName?.trim() || null,
        birthday: p.birthday?.trim() || null,
        registerMethod: p.registerMethod ?? null,
        registerUrl: p.registerUrl ?? null,
        affiliateCode,
        referralCode,
        contacts,
        domain: p.domain ?? null,
      },
      now,
    );
    if (codeNeeded) consumeCode(db, 'register', target, now);
    return created;
  })();
}

/** Registration: by username or by mobile, the field checks and the registration SMS. */
export function registrationRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

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
    if (emailTaken(db, params.email)) throw refuse('register.email.exists');
    return null;
  });

  route(app, ctx, checkInvitationCode, ({ params, req }) => {
    takeSlot(db, limits.checksIp, req.ip, ctx.now());
    if (!affiliateCodeValid(db, params.code)) throw refuse('affiliate.code.invalid');
    return { code: params.code };
  });

  route(app, ctx, smsRegister, async ({ params, req }) => {
    const s = readSettings(db);
    if (!s.whitelabel.MOBILENUMREG3 && !s.whitelabel.REGMOBVERF3) throw featureOff();
    const cc = normaliseDialingCode(params.countryDialingCode, defaultDialingCode(s));
    const mobile = normaliseMobile(params.mobileNo, cc);
    checkField(s, 'mobileNum', mobile);
    await requireHumanCheck(app, s, params.geetestValidateV4);
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
}
