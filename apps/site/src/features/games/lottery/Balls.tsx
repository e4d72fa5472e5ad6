import * as css from './lottery.css';

/** A draw's numbers as balls, read out one by one. */
export function Balls({ numbers, label }: { numbers: readonly string[]; label: string }) {
  return (
    <ul className={css.balls} aria-label={label}>
      {numbers.map((n, i) => (
        <li key={i} className={css.ball}>
          {n}
        </li>
      ))}
    </ul>
  );
}
