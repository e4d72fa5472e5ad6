import type { FastifyInstance } from 'fastify';
import { changePassword, forgotPasswordByEmail, setPasswordByPhone } from '@playdeck/contract';
import { passwordRetrievalClosed } from '@playdeck/domain';
import { route, type RouteContext } from '../../http/route';
import { releaseAttempt, reserveAttempt, takeSlot } from '../../http/rateLimit';
import { readSettings } from '../../settings';
import { hashPassword, randomPassword, verifyPassword } from '../../accounts/passwords';
import { normaliseDialingCode, normaliseMobile } from '../../accounts/mobile';
import { sendToOutbox } from '../../accounts/outbox';
import { revokeOtherSessions } from '../../accounts/sessions';
import {
  accountByMobile,
  accountByUsername,
  existingAccount,
  setPassword,
  setTemporaryPassword,
} from '../../store/users';
import { checkCode, consumeCode } from '../../accounts/codes';
import { limits } from '../../accounts/limits';
import { featureOff, refuse, trialRefused } from '../../accounts/refusals';
import { checkField, defaultDialingCode, TEMP_PASSWORD_TTL_MS } from './shared';

/** Passwords: a temporary one by e-mail, a new one by phone code, a change while logged in. */
export function passwordRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  route(app, ctx, forgotPasswordByEmail, async ({ params, req }) => {
    const now = ctx.now();
    // E-mail retrieval is always offered; closed only when the operator turned both ways off.
    if (passwordRetrievalClosed(readSettings(db).whitelabel)) throw featureOff();
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
      setTemporaryPassword(db, account.id, hash, now + TEMP_PASSWORD_TTL_MS);
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
      setPassword(db, account.id, hash);
      revokeOtherSessions(db, account.id);
      consumeCode(db, 'noLogin', target, now);
    })();
    return null;
  });

  route(app, ctx, changePassword, async ({ params, session }) => {
    const now = ctx.now();
    if (session.type === 4) throw trialRefused();
    if (params.newPassword !== params.confirmNewPassword) throw refuse('password.confirm.mismatch');
    if (params.newPassword === params.oldPassword) throw refuse('modify.new.old.same');
    checkField(readSettings(db), 'password', params.newPassword, 'newPassword');
    const account = existingAccount(db, session.id);
    // Counted before the check (parallel tries see each other), given back when right.
    const attempt = reserveAttempt(db, limits.changePasswordFail, String(session.id), now);
    if (!(await verifyPassword(params.oldPassword, account.password_hash)))
      throw refuse('modify.old.password.error');
    releaseAttempt(db, attempt);
    const hash = await hashPassword(params.newPassword);
    db.transaction(() => {
      setPassword(db, account.id, hash);
      revokeOtherSessions(db, account.id, session.token);
    })();
    return null;
  });
}
