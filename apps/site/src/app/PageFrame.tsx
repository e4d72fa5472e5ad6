import { Outlet } from 'react-router-dom';
import * as styles from './PageFrame.css';

/** Header, content and bottom navigation around every page. */
export function PageFrame() {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <span className={styles.logo}>Playdeck</span>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
