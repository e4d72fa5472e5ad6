import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Avatar, Button, Icon, SidePanel, type IconName } from '@playdeck/ui';
import {
  hasAppDownload,
  isTrial,
  LOGIN_ROUTE,
  memberDisplayName,
  REGISTER_ROUTE,
  sideMenuEntries,
  WITHDRAW_ROUTE,
  type SideMenuEntry,
  type SideMenuEntryId,
} from '@playdeck/domain';
import { useMemberInfo } from '../../api/sharedQueries';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { useInstalled } from '../../lib/launchContext';
import { useSignOut } from '../../shell/useSignOut';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { ThemeModeSwitch } from '../../shell/ThemeModeSwitch';
import { TrialCard } from '../../shell/TrialCard';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { DepositLink } from '../../shell/DepositLink';
import { MemberBalance } from '../../shell/MemberBalance';
import * as styles from './SideMenu.css';
import { linkTarget } from '../../lib/linkTarget';

const entryIcons: Record<SideMenuEntryId, IconName> = {
  myAccount: 'user',
  vip: 'crown',
  rewards: 'gift',
  accountRecord: 'wallet',
  bettingRecord: 'ticket',
  agency: 'trophy',
  memberCentre: 'user',
  mail: 'mail',
  securityCentre: 'lock',
  settings: 'settings',
  help: 'info',
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

/** The menu's list: site screens as links, customer service as a link out. */
function EntryList({ entries }: { entries: SideMenuEntry[] }) {
  const { t } = useTranslation();
  const { customerServiceUrl } = useSiteConfig();
  if (entries.length === 0) return null;
  return (
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
                href={customerServiceUrl ?? undefined}
                {...linkTarget(customerServiceUrl)}
              >
                <EntryRow icon={entryIcons[entry.id]}>{t(`sideMenu.${entry.id}`)}</EntryRow>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The entries a session (or a visitor, with no type) may open. */
function useEntries(): SideMenuEntry[] {
  const session = useSession((s) => s.session);
  const config = useSiteConfig();
  const installed = useInstalled();
  return sideMenuEntries({
    flags: config.flags,
    hasCustomerService: config.customerServiceUrl !== null,
    hasAppDownload: hasAppDownload(config.downloadLinks),
    installed,
    session,
  });
}

function MemberMenu() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const member = useMemberInfo().data;
  const signOut = useSignOut();
  const entries = useEntries();
  const trial = isTrial(session?.type);
  const name = memberDisplayName(member) || session?.userName || '';
  const memberId = member?.id ?? session?.id;
  const vipLabel = member?.clubLabel?.labelName;

  return (
    <div className={styles.content}>
      <div className={styles.profile}>
        <Avatar name={name} src={member?.headIcon ?? undefined} size="lg" decorative />
        <div className={styles.identity}>
          <p className={styles.name}>{name}</p>
          {memberId !== undefined && memberId !== null ? (
            <p className={styles.meta}>{t('sideMenu.memberId', { id: String(memberId) })}</p>
          ) : null}
          {vipLabel ? <span className={styles.vip}>{vipLabel}</span> : null}
        </div>
      </div>
      <MemberBalance />
      <LanguageSwitch />
      <ModeRow />
      {trial ? (
        <TrialCard />
      ) : (
        <div className={styles.funds}>
          <DepositLink block />
          <Button tone="secondary" icon="wallet" block href={WITHDRAW_ROUTE}>
            {t('common.withdraw')}
          </Button>
        </div>
      )}
      <EntryList entries={entries} />
      <Button tone="danger" icon="logout" block onClick={() => void signOut()}>
        {t('sideMenu.signOut')}
      </Button>
    </div>
  );
}

function VisitorMenu() {
  const { t } = useTranslation();
  const entries = useEntries();
  return (
    <div className={styles.content}>
      <div className={styles.visitor}>
        <p className={styles.visitorTitle}>{t('sideMenu.visitorTitle')}</p>
        <p className={styles.visitorBody}>{t('sideMenu.visitorBody')}</p>
        <div className={styles.funds}>
          <Button block href={LOGIN_ROUTE}>
            {t('common.login')}
          </Button>
          <Button block tone="secondary" href={REGISTER_ROUTE}>
            {t('common.register')}
          </Button>
        </div>
      </div>
      <LanguageSwitch />
      <ModeRow />
      <EntryList entries={entries} />
    </div>
  );
}

/**
 * The right side panel (spec 1 §2 Side menu). Members see their profile, balance, language,
 * deposit (25% bonus badge) and withdraw, the entries their operator's flags allow, settings, help
 * and sign-out; a trial account sees what it may use and one invitation to register; visitors see
 * log-in and sign-up, language, theme and help. A mask tap, Escape or navigation closes it.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const open = useUi((s) => s.sidePanelOpen);
  const setOpen = useUi((s) => s.setSidePanelOpen);
  const signedIn = useSession((s) => s.session !== null);
  // The tap draws the panel sliding in at once; its entries follow in a render of their own,
  // during the slide, so the tap's first paint does not wait for them.
  const filled = useDeferredValue(open, false);
  return (
    <SidePanel
      open={open}
      onOpenChange={setOpen}
      title={t('sideMenu.title')}
      closeLabel={t('header.closeMenu')}
    >
      {filled && (signedIn ? <MemberMenu /> : <VisitorMenu />)}
    </SidePanel>
  );
}
