import { useTranslation } from '../i18n';
import { Button } from '@playdeck/ui';
import { canDeposit, DEPOSIT_ROUTE } from '@playdeck/domain';
import { useSession } from '../stores/session';
import * as styles from './DepositLink.css';

/**
 * The deposit link with its 25% bonus badge (spec 1 §2). Only member types 0, 1 and 2 may deposit
 * (spec 1 §5): for anyone else there is nothing to follow, so it is not drawn; the deposit page
 * still answers `free_reject` to a typed address.
 */
export function DepositLink({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  const type = useSession((s) => s.session?.type);
  if (!canDeposit(type)) return null;
  return (
    <span className={styles.wrap}>
      <Button icon="deposit" block={block} href={DEPOSIT_ROUTE} aria-describedby="deposit-bonus">
        {t('common.deposit')}
      </Button>
      <span className={styles.badge} aria-hidden="true">
        {t('common.depositBonus')}
      </span>
      <span id="deposit-bonus" hidden>
        {t('common.depositBonusLabel')}
      </span>
    </span>
  );
}
