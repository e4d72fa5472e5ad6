import { Button, Dialog } from '@playdeck/ui';
import { useTranslation } from '../../i18n';
import * as styles from './auth.css';

/** Registration's terms, opened from the agreement line. */
export default function TermsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('auth.register.termsTitle')}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('common.close')}
      actions={
        <Button block onClick={() => onOpenChange(false)}>
          {t('common.ok')}
        </Button>
      }
    >
      <div className={styles.terms}>
        <p>{t('auth.register.terms1')}</p>
        <p>{t('auth.register.terms2')}</p>
        <p>{t('auth.register.terms3')}</p>
      </div>
    </Dialog>
  );
}
