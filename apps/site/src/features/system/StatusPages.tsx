import * as styles from './StatusPages.css';

export function MaintenancePage() {
  return (
    <main className={styles.page} aria-labelledby="status-title">
      <h1 id="status-title" className={styles.title}>
        Under maintenance
      </h1>
      <p className={styles.body}>
        We are improving the site. Please come back soon; your balance and bets are safe.
      </p>
    </main>
  );
}

export function AccessRestrictedPage({ ip }: { ip?: string | null }) {
  return (
    <main className={styles.page} aria-labelledby="status-title">
      <h1 id="status-title" className={styles.title}>
        Access restricted
      </h1>
      <p className={styles.body}>This site is not available from your location.</p>
      {ip ? <p className={styles.body}>Your IP address: {ip}</p> : null}
    </main>
  );
}
