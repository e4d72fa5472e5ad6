import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import type { ResponseOf, registerDownline } from '@playdeck/contract';
import {
  USERNAME_CHECK_DEBOUNCE_MS,
  type DownlineFieldProblem,
  downlinePasswordProblems,
  downlineUsernameProblem,
  quotaRemaining,
} from '@playdeck/domain';
import { Button, PasswordField, TextField } from '@playdeck/ui';
import { useDownlineUsernameCheck, useRebateSettings, useRegisterDownline } from './queries';
import {
  QueryView,
  RateFields,
  draftOf,
  readDraft,
  useAgentErrorText,
  type RateDraft,
  type RateProblem,
} from './parts';
import * as styles from './agent.css';

export type UserType = 'MEMBER' | 'AGENT';

/** The value once typing has paused for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Member or sub-agent, as two radio buttons. */
export function UserTypeChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: UserType;
  onChange: (v: UserType) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.rateFields}>
      <legend className={styles.heading}>{t('openAccount.userType')}</legend>
      <div className={styles.actions}>
        {(['MEMBER', 'AGENT'] as const).map((v) => (
          <label key={v} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
            />
            {t(v === 'MEMBER' ? 'agentPages.type.member' : 'agentPages.type.agent')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Available" / "taken" beside the username, once the name is well formed and typing paused. */
function useUsernameAvailability(username: string) {
  const name = useDebounced(username.trim().toLowerCase(), USERNAME_CHECK_DEBOUNCE_MS);
  const wellFormed = downlineUsernameProblem(name) === null;
  const check = useDownlineUsernameCheck(name, wellFormed);
  const current = username.trim().toLowerCase() === name;
  if (!wellFormed || !current) return null;
  if (check.isPending) return 'checking' as const;
  if (check.isError) return null;
  return check.data.available ? ('available' as const) : ('taken' as const);
}

type Registered = ResponseOf<typeof registerDownline>;

export function OpenAccountForm() {
  const { t } = useTranslation();
  const settings = useRebateSettings();
  const errorText = useAgentErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [userType, setUserType] = useState<UserType>('MEMBER');
  const [draft, setDraft] = useState<RateDraft>({});
  const [problems, setProblems] = useState<Record<string, RateProblem>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState('');
  const [created, setCreated] = useState<Registered | null>(null);
  const availability = useUsernameAvailability(username);
  const register = useRegisterDownline((data) => {
    setCreated(data);
    setUsername('');
    setPassword('');
    setConfirm('');
    setDraft({});
    setSubmitted(false);
  });

  if (created)
    return (
      <div className={styles.form}>
        <p role="status" className={styles.success}>
          {t('openAccount.created')}
        </p>
        <dl className={styles.figures}>
          <div>
            <dt className={styles.kpiLabel}>{t('openAccount.username')}</dt>
            <dd className={styles.code}>{created.username}</dd>
          </div>
          <div>
            <dt className={styles.kpiLabel}>{t('openAccount.userType')}</dt>
            <dd>{t(created.type === 0 ? 'agentPages.type.member' : 'agentPages.type.agent')}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Link to="/m/member/team">{t('openAccount.seeTeam')}</Link>
          <Button tone="secondary" onClick={() => setCreated(null)}>
            {t('openAccount.another')}
          </Button>
        </div>
      </div>
    );

  const nameProblem = downlineUsernameProblem(username);
  const passwordProblems = downlinePasswordProblems(password, confirm);
  const show = (p: DownlineFieldProblem | null, touched: boolean): string | undefined =>
    p && (submitted || touched) ? t(`openAccount.problem.${p}`) : undefined;

  return (
    <QueryView query={settings} failed={t('agentPages.rates.failed')}>
      {(s) => {
        const left = quotaRemaining(s.quota);
        return (
          <form
            className={styles.form}
            noValidate
            aria-labelledby="open-account"
            onSubmit={(e) => {
              e.preventDefault();
              setSubmitted(true);
              setFailure('');
              const read = readDraft(draft, s.rebates);
              setProblems(read.problems);
              if (
                nameProblem ||
                passwordProblems.password ||
                passwordProblems.confirm ||
                availability === 'taken' ||
                Object.keys(read.problems).length
              )
                return;
              register.mutate(
                {
                  username: username.trim().toLowerCase(),
                  password,
                  confirmPassword: confirm,
                  type: userType,
                  rebates: read.rates,
                },
                { onError: (error) => setFailure(errorText(error)) },
              );
            }}
          >
            <p className={styles.muted}>{t('openAccount.quota', { left, total: s.quota.total })}</p>
            <TextField
              label={t('openAccount.username')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={16}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              hint={
                availability === 'available'
                  ? t('openAccount.available')
                  : availability === 'checking'
                    ? t('openAccount.checking')
                    : t('openAccount.usernameHint')
              }
              error={
                availability === 'taken'
                  ? t('agentPages.error.usernameTaken')
                  : show(nameProblem, username.length > 0 && nameProblem !== 'required')
              }
            />
            <PasswordField
              label={t('openAccount.password')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint={t('openAccount.passwordHint')}
              error={show(passwordProblems.password, false)}
              toggleLabel={t('openAccount.showPassword')}
            />
            <PasswordField
              label={t('openAccount.confirm')}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={show(passwordProblems.confirm, confirm.length >= password.length && !!confirm)}
              toggleLabel={t('openAccount.showPassword')}
            />
            <UserTypeChoice name="downline-type" value={userType} onChange={setUserType} />
            <RateFields
              own={s.rebates}
              draft={{ ...draftOf(s.rebates.map((r) => ({ ...r, rate: 0 }))), ...draft }}
              problems={problems}
              onChange={setDraft}
            />
            {failure ? (
              <p role="alert" className={styles.failure}>
                {failure}
              </p>
            ) : null}
            <Button type="submit" block loading={register.isPending} disabled={left === 0}>
              {t('openAccount.submit')}
            </Button>
          </form>
        );
      }}
    </QueryView>
  );
}
