import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import {
  captcha,
  freePlayLogin,
  login,
  logout,
  renewSession,
  rsaKey,
  signInProviders,
  smsNoLogin,
  PHONE_PROVIDER_LOGIN_TYPE,
} from '@playdeck/contract';
import { isAgent, MEMBER_TYPES } from '@playdeck/domain';
import { route, type RouteContext } from '../../http/route';
import { readCookie, setApiCookie } from '../../http/cookies';
import { takeSlot } from '../../http/rateLimit';
import { readSettings } from '../../settings';
import { verifyPassword } from '../../accounts/passwords';
import { normaliseDialingCode, normaliseMobile } from '../../accounts/mobile';
import { sendToOutbox } from '../../accounts/outbox';
import { renewSession as extendSession, revokeSession } from '../../accounts/sessions';
import {
  accountById,
  accountByMobile,
  accountByUsername,
  adoptTemporaryPassword,
  insertTrialAccount,
  temporaryPasswordOf,
  type AccountRow,
} from '../../store/users';
import {
  CAPTCHA_COOKIE,
  CAPTCHA_TTL_MS,
  issueCaptcha,
  requireCaptcha,
} from '../../accounts/captcha';
import { checkCode, issueCode } from '../../accounts/codes';
import { limits } from '../../accounts/limits';
import {
  loginChecked,
  loginGate,
  loginKeys,
  loginSucceeded,
  looksLikeMobile,
  takeLoginAttempt,
} from '../../accounts/loginGuard';
import { featureOff, refuse } from '../../accounts/refusals';
import { loginAnswer, startSession } from '../../accounts/members';
import { socialLogin } from '../../accounts/socialLogin';
import { phoneProviderLogin, requireHumanCheck } from '../../accounts/phoneVerification';
import { checkField, defaultDialingCode, smsAnswer } from './shared';

const TRIAL_PASSWORD_HASH = '!trial-account-has-no-password';

/** Signing in and out: the captcha, password, SMS, social and trial logins, sessions. */
export function signInRoutes(app: FastifyInstance, ctx: RouteContext): void {
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

  route(app, ctx, signInProviders, () => {
    const s = readSettings(db);
    return {
      social: s.socialLogin.map((p) => ({
        provider: p.provider,
        authorizationEndpoint: p.authorizationEndpoint,
        clientId: p.clientId,
        scope: p.scope,
      })),
      phoneVerifier: s.phoneVerifier
        ? {
            type: 'firebase' as const,
            endpoint: s.phoneVerifier.endpoint,
            apiKey: s.phoneVerifier.apiKey,
          }
        : null,
      humanCheck: s.humanCheck
        ? {
            type: 'geetest' as const,
            endpoint: s.humanCheck.endpoint,
            captchaId: s.humanCheck.captchaId,
          }
        : null,
    };
  });

  route(app, ctx, login, async ({ params, req }) => {
    // Social and phone-provider logins prove who the player is another way (accounts/*).
    if (params.type === 'google' || params.type === 'facebook')
      return socialLogin(app, ctx, req, params);
    if (params.type === PHONE_PROVIDER_LOGIN_TYPE) return phoneProviderLogin(app, ctx, req, params);
    const now = ctx.now();
    const s = readSettings(db);
    const bySms = params.type === 'sms';
    if (bySms && !s.whitelabel.MOBILEVERCODELOGIN3) throw featureOff();
    const cc = normaliseDialingCode(params.countryDialingCode, defaultDialingCode(s));
    const mobileGuess = looksLikeMobile(params.username)
      ? normaliseMobile(params.username, cc)
      : '';
    const account: AccountRow | undefined = bySms
      ? accountByMobile(db, mobileGuess)
      : (accountByUsername(db, params.username.trim()) ?? accountByMobile(db, mobileGuess));
    // Counted under the account whatever the spelling (docs/api.md, "Login limits"). From the
    // gate to taking the attempt nothing waits, so parallel logins see each other's attempts.
    const keys = loginKeys(account, params.username, cc, req.ip);
    const { captchaNeeded } = loginGate(db, keys, now);
    // A missing or wrong captcha is refused before anything is counted: only a solved captcha
    // buys a password check.
    if (captchaNeeded) requireCaptcha(req, db, params.captcha, now);
    const attempt = takeLoginAttempt(db, keys, now);

    let passed = false;
    let usedTemporary = false;
    try {
      if (bySms) {
        passed =
          !!account && checkCode(db, 'noLogin', `${cc}${mobileGuess}`, params.password, now, true);
      } else {
        // The password and any temporary password are both checked, against a dummy hash when
        // there is none (no account, a trial account): every failed login takes as long.
        const temp = account ? temporaryPasswordOf(db, account.id) : undefined;
        const [own, temporary] = await Promise.all([
          verifyPassword(params.password, account?.password_hash),
          verifyPassword(
            params.password,
            temp && temp.expires_at > now ? temp.password_hash : null,
          ),
        ]);
        passed = !!account && (own || temporary);
        usedTemporary = !own && temporary;
      }
    } finally {
      loginChecked(db, keys);
    }
    if (!passed || !account) throw refuse('login.password.error', { captcha: true });
    loginSucceeded(db, keys, attempt);
    if (account.disabled) throw refuse('user.not.exist.or.disabled');
    if (params.loginAs === 'member' && !MEMBER_TYPES.includes(account.type))
      throw refuse('login.not.member');
    if (params.loginAs === 'agent' && !isAgent(account.type)) throw refuse('login.not.agent');

    const user = account;
    return db.transaction(() => {
      if (usedTemporary) {
        // The temporary password becomes the password; the site then asks for a new one.
        adoptTemporaryPassword(db, user.id);
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
      const account = accountById(db, insertTrialAccount(db, username, TRIAL_PASSWORD_HASH, now));
      if (!account) throw new Error('the trial account just made is not there');
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

  route(app, ctx, smsNoLogin, async ({ params, req }) => {
    const s = readSettings(db);
    if (!s.whitelabel.MOBILEVERCODELOGIN3 && !s.whitelabel.CHNGPASSVERIF3) throw featureOff();
    const cc = normaliseDialingCode(params.countryDialingCode, defaultDialingCode(s));
    const mobile = normaliseMobile(params.mobileNum, cc);
    checkField(s, 'mobileNum', mobile);
    await requireHumanCheck(app, s, params.geetestValidateV4);
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
}
