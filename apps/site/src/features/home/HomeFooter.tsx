import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Icon } from '@playdeck/ui';
import { footerHelpLinks, socialLinks } from '@playdeck/domain';
import { useHelpCentre } from '../../api/sharedQueries';
import { useInstalled } from '../../lib/launchContext';
import { useSiteConfig } from '../../shell/useSiteConfig';
import * as styles from './HomeFooter.css';

const networkNames = { facebook: 'Facebook', telegram: 'Telegram', whatsapp: 'WhatsApp' } as const;

function Copyright() {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.fine}>{t('footer.ageNotice')}</p>
      <p className={styles.fine}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </>
  );
}

/**
 * The home footer (spec 1 §2): app download (not inside the app or PWA), about us, currencies and
 * payments, help-centre links (not the about entry), social links and the copyright line.
 */
export function HomeFooter() {
  const { t } = useTranslation();
  const installed = useInstalled();
  const config = useSiteConfig();
  const help = useHelpCentre();
  const helpLinks = footerHelpLinks(help.data?.list ?? []);
  const social = socialLinks(config.customerService, config.resources);
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <ul className={styles.links}>
        {!installed ? (
          <li>
            <Link className={styles.link} to="/m/app">
              <Icon name="download" size="sm" />
              {t('footer.appDownload')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link className={styles.link} to="/m/help?tag=about">
            <Icon name="info" size="sm" />
            {t('footer.aboutUs')}
          </Link>
        </li>
      </ul>

      <section aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={styles.heading}>
          {t('footer.payments')}
        </h2>
        <ul className={styles.chips}>
          <li className={styles.chip}>
            <Icon name="coin" size="sm" />
            {t('footer.currencyPhp')}
          </li>
          <li className={styles.chip}>
            <Icon name="wallet" size="sm" />
            {t('footer.ewallet')}
          </li>
          <li className={styles.chip}>
            <Icon name="deposit" size="sm" />
            {t('footer.bank')}
          </li>
        </ul>
      </section>

      {helpLinks.length > 0 ? (
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('footer.helpLinks')}
          </h2>
          <ul className={styles.links}>
            {helpLinks.map((l) => (
              <li key={l.position}>
                <Link className={styles.link} to={`/m/help?i=${l.position}`}>
                  {l.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {social.length > 0 ? (
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('footer.social')}
          </h2>
          <ul className={styles.social}>
            {social.map((s) => (
              <li key={s.network}>
                <a
                  className={styles.socialLink}
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLabel', { network: networkNames[s.network] })}
                >
                  <Icon name={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Copyright />
    </footer>
  );
}

/** The footer of every other page: the age notice and the copyright line. */
export function CompactFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.compact} aria-label={t('footer.label')}>
      <Copyright />
    </footer>
  );
}
