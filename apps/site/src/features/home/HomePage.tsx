import { Button } from '@playdeck/ui';
import { Link } from 'react-router-dom';

export default function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Playdeck</h1>
      <p>Games, promotions and your wallet in one place.</p>
      <Link to="/m/login">
        <Button tabIndex={-1}>Log in</Button>
      </Link>
    </section>
  );
}
