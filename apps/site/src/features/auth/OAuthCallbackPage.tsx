import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  afterLoginTarget,
  LOGIN_ROUTE,
  loginHref,
  OAUTH_CALLBACK_ROUTE,
  readSocialReturn,
  REGISTER_ROUTE,
  takePendingSignIn,
  type SocialProvider,
} from '@playdeck/domain';
import { Button, EmptyState, Spinner, toast } from '@playdeck/ui';
import { useTranslation } from '../../i18n';
import { logIn } from '../../api/logIn';
import { PageHeader } from '../../shell/PageHeader';
import { currentRegisterMethod } from '../../lib/launchContext';
import { SessionKey, session } from '../../stores/storageKeys';
import { useCallErrorText } from '../../shell/forms/formText';
import * as styles from './auth.css';

type Outcome =
  | { kind: 'signedIn'; to: string; newMember: boolean }
  | { kind: 'cancelled'; provider: SocialProvider; from: string | null }
  | { kind: 'failed'; provider: SocialProvider | null; from: string | null; error?: unknown };

/**
 * Each answer is handled once, also when React runs the effect twice (development) or the page
 * draws again: the provider's code is good for one exchange.
 */
const handled = new Map<string, Promise<Outcome>>();

async function finishSignIn(search: string): Promise<Outcome> {
  const now = Date.now();
  const state = new URLSearchParams(search).get('state');
  const taken = takePendingSignIn(session.get(SessionKey.socialSignIns), state, now);
  session.set(SessionKey.socialSignIns, taken.stored);
  const answer = readSocialReturn(search, taken.pending, now);
  if (answer.kind === 'unexpected') return { kind: 'failed', provider: null, from: null };
  if (answer.kind === 'cancelled')
    return { kind: 'cancelled', provider: answer.pending.provider, from: answer.pending.from };
  if (answer.kind === 'failed')
    return {
      kind: 'failed',
      provider: answer.pending?.provider ?? null,
      from: answer.pending?.from ?? null,
    };
  const { pending } = answer;
  try {
    const value = await logIn({
      type: pending.provider,
      code: answer.code,
      codeVerifier: pending.codeVerifier,
      redirectUri: pending.redirectUri,
      nonce: pending.nonce,
      affiliateCode: pending.affiliateCode ?? undefined,
      referralCode: pending.referralCode ?? undefined,
      domain: pending.domain ?? undefined,
      registerMethod: currentRegisterMethod(),
      registerUrl: location.hostname,
    });
    return {
      kind: 'signedIn',
      to: afterLoginTarget(pending.from),
      newMember: value.firstTimeLogin,
    };
  } catch (error) {
    return { kind: 'failed', provider: pending.provider, from: pending.from, error };
  }
}

/**
 * /m/oauth/callback: where a social login provider sends the player back (spec 1 §2). The
 * provider's code and state leave the address at once; the code is handed to the operator API's
 * login (with the tab's PKCE verifier), and a signed-in player goes on to where they were
 * heading. A cancelled or failed sign-in says so, loses nothing, and offers the ways back.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useCallErrorText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const search = location.search;
    // The code and state are of no use to anyone once read: keep them out of the history.
    if (search) history.replaceState(history.state, '', OAUTH_CALLBACK_ROUTE);
    const key = search || 'none';
    let exchange = handled.get(key);
    if (!exchange) {
      exchange = finishSignIn(search);
      handled.set(key, exchange);
    }
    let current = true;
    void exchange.then((o) => {
      if (!current) return;
      if (o.kind === 'signedIn') {
        if (o.newMember)
          toast.show(t('auth.register.welcome'), { tone: 'success', duration: 'short' });
        void navigate(o.to, { replace: true });
      } else setOutcome(o);
    });
    return () => {
      current = false;
    };
    // Once per answer; `t` and `navigate` do not change what is done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const providerName = (p: SocialProvider | null) =>
    p ? t(`auth.social.name.${p}`) : t('auth.social.name.any');

  let body;
  if (!outcome || outcome.kind === 'signedIn')
    body = (
      <div className={styles.waiting} role="status" aria-live="polite">
        <Spinner label={t('auth.social.signingIn')} />
        <p className={styles.intro}>{t('auth.social.signingIn')}</p>
      </div>
    );
  else {
    const backToLogin = outcome.from ? loginHref(outcome.from) : LOGIN_ROUTE;
    const cancelled = outcome.kind === 'cancelled';
    const hint = cancelled
      ? t('auth.social.cancelledHint', { provider: providerName(outcome.provider) })
      : outcome.error
        ? errorText(outcome.error)
        : outcome.provider
          ? t('auth.social.failedHint', { provider: providerName(outcome.provider) })
          : t('auth.social.expiredHint');
    body = (
      <EmptyState
        icon={cancelled ? 'info' : 'warning'}
        title={cancelled ? t('auth.social.cancelledTitle') : t('auth.social.failedTitle')}
        hint={hint}
        action={
          <div className={styles.actions}>
            <Button href={backToLogin} icon="user">
              {t('auth.social.backToLogin')}
            </Button>
            <Button href={REGISTER_ROUTE} tone="secondary">
              {t('auth.social.toRegister')}
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <>
      <PageHeader />
      <div className={styles.page}>{body}</div>
    </>
  );
}
