import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { canDeposit, HOME_ROUTE } from '@playdeck/domain';
import { useSession } from '../../stores/session';
import { showFreeReject } from '../../lib/restrictions';

/**
 * Deposit is for member types 0, 1 and 2 (spec 2 §6): anyone else opening the page gets
 * `free_reject` for 2 s and goes home. Returns whether the page may show.
 */
export function useDepositAllowed(): boolean {
  const type = useSession((s) => s.session?.type);
  const allowed = canDeposit(type);
  const navigate = useNavigate();
  useEffect(() => {
    if (type !== undefined && !allowed) {
      showFreeReject();
      void navigate(HOME_ROUTE, { replace: true });
    }
  }, [allowed, type, navigate]);
  return allowed;
}
