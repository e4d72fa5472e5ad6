import { useNavigate } from 'react-router-dom';
import { LOGIN_ROUTE, memberActionDecision } from '@playdeck/domain';
import { useSession } from '../../stores/session';
import { showFreeReject } from '../../lib/restrictions';

/** The deposit entry (spec 1 §5): types 0, 1, 2 go to /m/voucherCenter; others get free_reject. */
export function useDepositEntry(): () => void {
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  return () => {
    const decision = memberActionDecision(session);
    if (decision === 'login') void navigate(LOGIN_ROUTE);
    else if (decision === 'free_reject') showFreeReject();
    else void navigate('/m/voucherCenter');
  };
}
