import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Button, EmptyState, Skeleton, TextField } from '@playdeck/ui';
import {
  DEPOSIT_ROUTE,
  MAIN_WALLET_ID,
  formatCurrency,
  hasWalletTransfer,
  parseAmount,
  transferProblem,
  vendorWallets,
  type TransferProblem,
} from '@playdeck/domain';
import { ApiError, walletErrorCodes } from '@playdeck/contract';
import { describeError } from '../../api/errors';
import { useWalletBalance } from '../../api/sharedQueries';
import { MemberBalance } from '../../shell/MemberBalance';
import { useMerchantWallet, useWalletTransfer } from './queries';
import * as styles from './wallet.css';

type Direction = 'in' | 'out';

const problemKey: Record<TransferProblem, string> = {
  sameWallet: 'transfer.problem.sameWallet',
  betweenVendors: 'transfer.problem.betweenVendors',
  noWallet: 'transfer.problem.noWallet',
  notAmount: 'wallet.amountRequired',
  tooManyDecimals: 'wallet.amountDecimals',
  overBalance: 'transfer.problem.overBalance',
};

/** The server's refusals of a transfer, in the player's language. */
const refusalKey: Record<string, string> = {
  [walletErrorCodes.insufficientBalance]: 'transfer.problem.overBalance',
  [walletErrorCodes.transferNotAllowed]: 'transfer.problem.betweenVendors',
  [walletErrorCodes.walletNotFound]: 'transfer.problem.noWallet',
};

/**
 * /m/transfer (spec 2 §7 `GCS_walletTransfer`): where the merchant keeps a wallet per game vendor,
 * the member moves money from the main wallet into a game wallet or back, and can bring every game
 * wallet back to the main one in one tap. A single-wallet merchant has nothing to move: the screen
 * says so and leads to deposit.
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const mode = useMerchantWallet();
  const wallet = useWalletBalance();
  const transfer = useWalletTransfer();
  const refusalText = (e: unknown) => {
    const own = e instanceof ApiError ? refusalKey[e.errorCode] : undefined;
    if (own) return t(own as 'transfer.problem.noWallet');
    const m = describeError(e);
    return 'key' in m ? t(m.key) : m.text;
  };
  const [direction, setDirection] = useState<Direction>('in');
  const [vendorId, setVendorId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [collecting, setCollecting] = useState(false);
  const [done, setDone] = useState('');

  if (mode.isPending || wallet.isPending)
    return (
      <div className={styles.page}>
        <Skeleton aspectRatio={2} />
      </div>
    );
  const rows = wallet.data?.balance ?? [];
  const symbol = wallet.data?.currencySymbol ?? '₱';
  const money = (v: number | string) => formatCurrency(v, { symbol });
  if (!wallet.data || !mode.data) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon="wallet"
          title={t('transfer.failed')}
          action={
            <Button
              onClick={() => {
                void mode.refetch();
                void wallet.refetch();
              }}
            >
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (!hasWalletTransfer(mode.data.isSingle, rows)) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon="wallet"
          title={t('transfer.single')}
          hint={t('transfer.singleHint')}
          action={<Button href={DEPOSIT_ROUTE}>{t('common.deposit')}</Button>}
        />
      </div>
    );
  }

  const main = rows.find((r) => r.accountTypeId === MAIN_WALLET_ID);
  const games = vendorWallets(rows);
  const chosen = games.find((g) => g.accountTypeId === vendorId) ?? games[0];
  const from = direction === 'in' ? MAIN_WALLET_ID : (chosen?.accountTypeId ?? 0);
  const to = direction === 'in' ? (chosen?.accountTypeId ?? 0) : MAIN_WALLET_ID;
  const source = rows.find((r) => r.accountTypeId === from);
  const holding = games.filter((g) => (parseAmount(g.availBalance) ?? 0) > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const problem = transferProblem({ from, to, amount, wallets: rows });
    if (problem) return setError(t(problemKey[problem] as 'wallet.amountRequired'));
    setError(undefined);
    transfer.mutate(
      { fromAccountTypeId: from, toAccountTypeId: to, amount: parseAmount(amount) ?? 0 },
      {
        onSuccess: () => {
          setDone(
            t(direction === 'in' ? 'transfer.doneIn' : 'transfer.doneOut', {
              amount: money(amount),
              wallet: chosen?.accountTypeName ?? '',
            }),
          );
          setAmount('');
        },
        onError: (e) => setError(refusalText(e)),
      },
    );
  };

  // Every game wallet back to the main one, one transfer each; stops at the first refusal.
  const collectAll = async () => {
    setCollecting(true);
    setDone('');
    setError(undefined);
    try {
      for (const g of holding)
        await transfer.mutateAsync({
          fromAccountTypeId: g.accountTypeId,
          toAccountTypeId: MAIN_WALLET_ID,
          amount: parseAmount(g.availBalance) ?? 0,
        });
      setDone(t('transfer.collected'));
    } catch (e) {
      // What was moved before stays moved; the player is told why the rest was not.
      setError(refusalText(e));
    } finally {
      setCollecting(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="transfer-title">
        <h2 className={styles.heading} id="transfer-title">
          {t('transfer.title')}
        </h2>
        <MemberBalance />
        <p className={styles.muted}>
          {t('transfer.mainWallet', { amount: money(main?.availBalance ?? 0) })}
        </p>
        <Button
          tone="secondary"
          block
          disabled={holding.length === 0}
          loading={collecting}
          onClick={() => void collectAll()}
        >
          {t('transfer.collectAll')}
        </Button>
      </section>
      <form className={styles.card} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('transfer.direction')}</legend>
          <div className={styles.choiceGrid}>
            {(['in', 'out'] as const).map((d) => (
              <label key={d} className={styles.choice}>
                <input
                  type="radio"
                  name="transfer-direction"
                  value={d}
                  checked={direction === d}
                  onChange={() => {
                    setDirection(d);
                    setError(undefined);
                  }}
                />
                <span className={styles.choiceName}>{t(`transfer.${d}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('transfer.gameWallet')}</legend>
          <div className={styles.walletList}>
            {games.map((g) => (
              <label key={g.accountTypeId} className={styles.choice}>
                <input
                  type="radio"
                  name="transfer-wallet"
                  aria-label={`${g.accountTypeName ?? ''} ${money(g.availBalance)}`}
                  value={g.accountTypeId}
                  checked={chosen?.accountTypeId === g.accountTypeId}
                  onChange={() => {
                    setVendorId(g.accountTypeId);
                    setError(undefined);
                  }}
                />
                <span className={styles.choiceText}>
                  <span className={styles.choiceName}>{g.accountTypeName}</span>
                  <span className={styles.muted}>{money(g.availBalance)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('wallet.amount')}
          inputMode="decimal"
          autoComplete="off"
          prefix={symbol}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={t('transfer.available', { amount: money(source?.availBalance ?? 0) })}
        />
        <div className={styles.quickAmounts}>
          <Button
            tone="secondary"
            size="sm"
            onClick={() => {
              setAmount(String(parseAmount(source?.availBalance) ?? 0));
              setError(undefined);
            }}
          >
            {t('transfer.all')}
          </Button>
        </div>
        {done ? (
          <p role="status" className={styles.done}>
            {done}
          </p>
        ) : null}
        <Button type="submit" block loading={transfer.isPending && !collecting}>
          {direction === 'in'
            ? t('transfer.submitIn', { wallet: chosen?.accountTypeName ?? '' })
            : t('transfer.submitOut')}
        </Button>
      </form>
    </div>
  );
}
