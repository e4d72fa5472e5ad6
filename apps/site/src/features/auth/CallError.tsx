import * as styles from './auth.css';

/** The call failure under the form; announced, and cleared on the next attempt. */
export function CallError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.notice} role="alert">
      {message}
    </p>
  ) : null;
}
