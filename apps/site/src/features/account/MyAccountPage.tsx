import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Avatar, Icon, Skeleton, VipProgress, type IconName } from '@playdeck/ui';
import { formatOperatorTime, memberDisplayName, vipProgressRatio } from '@playdeck/domain';
import { useMemberInfo, useRankProgress } from '../../api/sharedQueries';
import { useSession } from '../../stores/session';
import { MemberBalance } from '../../shell/MemberBalance';
import * as styles from './account.css';
import { QueryFailed } from '../../shell/QueryStates';

const LINKS: readonly {
  to: string;
  icon: IconName;
  key: 'accountRecord' | 'bettingRecord' | 'profitAndLoss' | 'securityCentre' | 'vipBenefits';
}[] = [
  { to: '/m/transaction/record', icon: 'wallet', key: 'accountRecord' },
  { to: '/m/gameRecord', icon: 'ticket', key: 'bettingRecord' },
  { to: '/m/profitandloss', icon: 'coin', key: 'profitAndLoss' },
  { to: '/m/securityCenter', icon: 'lock', key: 'securityCentre' },
  { to: '/m/member/benefits', icon: 'crown', key: 'vipBenefits' },
];

/**
 * /m/myAccount/index: who the player is (username, nickname, VIP label and progress, balance,
 * when they joined, bound contacts) and the ways to their records and security.
 */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const rank = useRankProgress();
  const userName = useSession((s) => s.session?.userName ?? '');

  if (member.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={t('common.loading')}>
        <Skeleton aspectRatio={2} />
      </div>
    );
  }
  if (!member.data) {
    return (
      <div className={styles.page} role="alert">
        <QueryFailed title={t('myAccount.failed')} onRetry={() => void member.refetch()} />
      </div>
    );
  }
  const m = member.data;
  const name = memberDisplayName(m) || userName;
  const progress = rank.data
    ? vipProgressRatio({
        labelId: rank.data.playerRankProgress.labelId,
        completedConditions: rank.data.currentProgress.completedConditions,
        totalExpectedConditions: rank.data.currentProgress.totalExpectedConditions,
      })
    : 0;
  const labelName = m.clubLabel?.labelName ?? rank.data?.playerRankProgress.labelName ?? null;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="my-account-name">
        <div className={styles.profile}>
          <Avatar name={name} src={m.headIcon ?? undefined} size="lg" decorative />
          <div className={styles.profileText}>
            <h1 className={styles.title} id="my-account-name">
              {name}
            </h1>
            <p className={styles.muted}>{t('myAccount.memberId', { id: m.id })}</p>
          </div>
        </div>
        <VipProgress value={progress} labelName={labelName} label={t('myAccount.vipProgress')} />
        <MemberBalance />
      </section>

      <section className={styles.card} aria-labelledby="my-account-profile">
        <h2 className={styles.heading} id="my-account-profile">
          {t('myAccount.profile')}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>{t('myAccount.username')}</dt>
          <dd className={styles.factValue}>{m.account}</dd>
          <dt className={styles.factLabel}>{t('myAccount.nickname')}</dt>
          <dd className={styles.factValue}>{m.nickname || t('myAccount.none')}</dd>
          <dt className={styles.factLabel}>{t('myAccount.vip')}</dt>
          <dd className={styles.factValue}>{labelName ?? t('myAccount.none')}</dd>
          {rank.data?.nextRankName ? (
            <>
              <dt className={styles.factLabel}>{t('myAccount.nextRank')}</dt>
              <dd className={styles.factValue}>{rank.data.nextRankName}</dd>
            </>
          ) : null}
          <dt className={styles.factLabel}>{t('myAccount.registered')}</dt>
          <dd className={styles.factValue}>
            {m.regDate ? formatOperatorTime(m.regDate) : t('myAccount.none')}
          </dd>
          <dt className={styles.factLabel}>{t('myAccount.mobile')}</dt>
          <dd className={styles.factValue}>{m.mobile || t('myAccount.none')}</dd>
          <dt className={styles.factLabel}>{t('myAccount.email')}</dt>
          <dd className={styles.factValue}>{m.email || t('myAccount.none')}</dd>
        </dl>
      </section>

      <nav className={styles.card} aria-labelledby="my-account-links">
        <h2 className={styles.heading} id="my-account-links">
          {t('myAccount.links')}
        </h2>
        <ul className={styles.list}>
          {LINKS.map((l) => (
            <li key={l.to} className={styles.item}>
              <Link to={l.to} className={styles.link}>
                <Icon name={l.icon} />
                {t(`myAccount.link.${l.key}`)}
              </Link>
              <Icon name="chevron-right" size="sm" />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
