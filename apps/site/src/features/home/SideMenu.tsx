import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar, Button, Icon, SidePanel, type IconName } from '@playdeck/ui';
import {
  LOGIN_ROUTE,
  memberDisplayName,
  REGISTER_ROUTE,
  sideMenuEntries,
  hasAppDownload,
  type SideMenuEntryId,
} from '@playdeck/domain';
import { useMemberInfo } from '../../api/sharedQueries';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { useInstalled } from '../../lib/launchContext';
import { useSignOut } from '../../app/useSignOut';
import { LanguageSwitch } from '../../app/LanguageSwitch';
import { ThemeModeSwitch } from '../../app/ThemeModeSwitch';
import { useSiteConfig } from '../system/useSiteConfig';
import { MemberBalance } from './MemberBalance';
import { useDepositEntry } from './useDepositEntry';
import * as styles from './SideMenu.css';

const entryIcons: Record<SideMenuEntryId, IconName> = {
  myAccount: 'user',
  vip: 'crown',
  rewards: 'gift',
  accountRecord: 'wallet',
  bettingRecord: 'ticket',
  agency: 'trophy',
  mail: 'mail',
  securityCentre: 'lock',
  customerService: 'headset',
  appDownload: 'download',
};

/** The dark-mode switch with its visible name. */
function ModeRow() {
  const { t } = useTranslation();
  return (
    <div className={styles.modeRow}>
      <span aria-hidden="true">{t('settings.darkMode')}</span>
      <ThemeModeSwitch />
    </div>
  );
}

function EntryRow({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <>
      <Icon name={icon} className={styles.entryIcon} />
      <span>{children}</span>
    </>
  );
}

function MemberMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  const member = useMemberInfo().data;
  const config = useSiteConfig();
  const installed = useInstalled();
  const signOut = useSignOut();
  const deposit = useDepositEntry();
  const entries = sideMenuEntries({
    flags: config.flags,
    hasCustomerService: config.customerServiceUrl !== null,
    hasAppDownload: hasAppDownload(config.downloadLinks),
    installed,
  });
  const name = memberDisplayName(member) || session?.userName || '';
  const memberId = member?.id ?? session?.id;
  const vipLabel = member?.clubLabel?.labelName;

  return (
    <div className={styles.content}>
      <div className={styles.profile}>
        <Avatar name={name} size="lg" decorative />
        <div className={styles.identity}>
          <p className={styles.name}>{name}</p>
          {memberId !== undefined && memberId !== null ? (
            <p className={styles.meta}>{t('sideMenu.memberId', { id: String(memberId) })}</p>
          ) : null}
          {vipLabel ? (
            <span className={styles.vip}>{t('sideMenu.vipLabel', { label: vipLabel })}</span>
          ) : null}
        </div>
      </div>
      <MemberBalance />
      <LanguageSwitch />
      <ModeRow />
      <div className={styles.funds}>
        <div className={styles.depositWrap}>
          <Button icon="deposit" onClick={deposit} aria-describedby="side-menu-deposit-bonus">
            {t('sideMenu.deposit')}
          </Button>
          <span className={styles.bonusBadge} aria-hidden="true">
            {t('sideMenu.depositBonus')}
          </span>
          <span id="side-menu-deposit-bonus" hidden>
            {t('sideMenu.depositBonusLabel')}
          </span>
        </div>
        <Button tone="secondary" icon="wallet" onClick={() => void navigate('/m/withdraw')}>
          {t('sideMenu.withdraw')}
        </Button>
      </div>
      {entries.length > 0 ? (
        <nav aria-label={t('sideMenu.entries')}>
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id}>
                {entry.path ? (
                  <Link className={styles.entry} to={entry.path}>
                    <EntryRow icon={entryIcons[entry.id]}>{t(`sideMenu.${entry.id}`)}</EntryRow>
                  </Link>
                ) : (
                  <a
                    className={styles.entry}
                    href={config.customerServiceUrl ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <EntryRow icon={entryIcons[entry.id]}>{t(`sideMenu.${entry.id}`)}</EntryRow>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Button tone="danger" icon="logout" block onClick={() => void signOut()}>
        {t('sideMenu.signOut')}
      </Button>
    </div>
  );
}

function VisitorMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.visitor}>
      <p className={styles.visitorTitle}>{t('sideMenu.visitorTitle')}</p>
      <p className={styles.visitorBody}>{t('sideMenu.visitorBody')}</p>
      <Button block onClick={() => void navigate(LOGIN_ROUTE)}>
        {t('common.login')}
      </Button>
      <Button block tone="secondary" onClick={() => void navigate(REGISTER_ROUTE)}>
        {t('common.register')}
      </Button>
      <LanguageSwitch />
      <ModeRow />
    </div>
  );
}

/**
 * The right side panel (spec 1 §2 Side menu). Members see their profile, balance, language,
 * deposit (25% bonus badge) and withdraw, the entries their operator's flags allow, and sign-out;
 * visitors see log-in and sign-up. A mask tap, Escape or navigation closes it.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const open = useUi((s) => s.sidePanelOpen);
  const setOpen = useUi((s) => s.setSidePanelOpen);
  const signedIn = useSession((s) => s.session !== null);
  return (
    <SidePanel
      open={open}
      onOpenChange={setOpen}
      title={t('sideMenu.title')}
      closeLabel={t('header.closeMenu')}
    >
      {signedIn ? <MemberMenu /> : <VisitorMenu />}
    </SidePanel>
  );
}
