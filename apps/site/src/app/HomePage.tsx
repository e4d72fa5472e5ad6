import { useTranslation } from '../i18n';
import { useContractPrompt } from '../features/agent/useContractPrompt';
import { HomeGameArea } from '../features/games/home/HomeGameArea';
import * as styles from './HomePage.css';

/**
 * Home (/, /m, /m/, /m/index, /m/index.html, /m/home). The frame adds the top banner, the home
 * header with the side menu, the footer and the bottom menu; the game area (banners, notice
 * ticker, categories, hot games, jackpot, winners) goes below the intro.
 */
export default function HomePage() {
  const { t } = useTranslation();
  useContractPrompt();
  return (
    <div className={styles.home}>
      <section className={styles.intro} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('app.name')}
        </h1>
        <p className={styles.tagline}>{t('app.tagline')}</p>
      </section>
      <HomeGameArea />
    </div>
  );
}
