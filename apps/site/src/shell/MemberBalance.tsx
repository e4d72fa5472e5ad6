import { useTranslation } from '../i18n';
import { BalanceWidget } from '@playdeck/ui';
import { useWalletBalance } from '../api/sharedQueries';
import { usePreferences } from '../stores/preferences';

/** The wallet balance with the player's show/hide choice and a refresh that reloads the wallet. */
export function MemberBalance({ className }: { className?: string }) {
  const { t } = useTranslation();
  const wallet = useWalletBalance();
  const visible = usePreferences((s) => s.balanceVisible);
  const setVisible = usePreferences((s) => s.setBalanceVisible);
  return (
    <BalanceWidget
      className={className}
      amount={wallet.data?.sumBalance}
      currencySymbol={wallet.data?.currencySymbol ?? '₱'}
      visible={visible}
      onToggleVisible={() => setVisible(!visible)}
      refreshing={wallet.isFetching}
      onRefresh={() => void wallet.refetch()}
      label={t('header.balance')}
      showLabel={t('header.showBalance')}
      refreshLabel={t('header.refreshBalance')}
      hiddenLabel={t('header.hideBalance')}
    />
  );
}
