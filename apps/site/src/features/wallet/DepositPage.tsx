import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Button, EmptyState, Skeleton, TextField, toast } from '@playdeck/ui';
import { depositAmountProblem, parseAmount, formatCurrency } from '@playdeck/domain';
import type { ResponseOf, depositChannels } from '@playdeck/contract';
import { MemberBalance } from '../../shell/MemberBalance';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { amountProblemText } from './amountText';
import { useCreateDeposit, useDepositChannels } from './queries';
import { useDepositAllowed } from './useMemberOnly';
import * as styles from './wallet.css';

type Channel = ResponseOf<typeof depositChannels>['list'][number];

/** Quick amounts offered on the new deposit layout, in pesos (kept within the channel's limits). */
const QUICK_AMOUNTS = [100, 300, 500, 1000, 5000] as const;

/**
 * /m/voucherCenter: choose a channel and an amount within its limits; the deposit moves the wallet
 * and records a transaction. `dep_func` 1 shows the new layout (channel cards and quick amounts),
 * otherwise the base layout (a channel list and the amount alone).
 */
export default function DepositPage() {
  const allowed = useDepositAllowed();
  if (!allowed) return null;
  return <DepositForm />;
}

function DepositForm() {
  const { t } = useTranslation();
  const { templates, settled } = useSiteConfig();
  const layout = templates.deposit;
  const channels = useDepositChannels();
  const deposit = useCreateDeposit();
  const [channelCode, setChannelCode] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const amountId = useId();

  const list = channels.data?.list ?? [];
  const symbol = channels.data?.currencySymbol ?? '₱';
  const channel: Channel | undefined = list.find((c) => c.code === channelCode) ?? list[0];
  const limits = channel ? { min: channel.minAmount, max: channel.maxAmount } : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!channel || !limits) return;
    const amount = parseAmount(amountText) ?? Number.NaN;
    const problem = depositAmountProblem(amount, limits);
    if (problem) {
      setError(amountProblemText(problem, limits, symbol));
      return;
    }
    setError(undefined);
    deposit.mutate(
      { channelCode: channel.code, amount },
      {
        onSuccess: (result) => {
          toast.show(
            t('wallet.depositDone', { amount: formatCurrency(result.amount, { symbol }) }),
            { tone: 'success' },
          );
          setAmountText('');
        },
      },
    );
  };

  return (
    <div className={styles.page} data-layout={layout}>
      <section className={styles.card} aria-labelledby={`${amountId}-balance`}>
        <h1 className={styles.heading} id={`${amountId}-balance`}>
          {t('wallet.depositTitle')}{' '}
          {channels.data ? (
            <span className={styles.badge}>
              {t('wallet.bonusBadge', { percent: channels.data.bonusPercent })}
            </span>
          ) : null}
        </h1>
        <MemberBalance />
      </section>
      {/* The channels' layout comes from the status: the form waits for it too, so the channels
          do not rearrange under a finger when it arrives. */}
      {channels.isPending || !settled ? (
        <Skeleton aspectRatio={2} />
      ) : list.length === 0 ? (
        <EmptyState title={t('wallet.noChannels')} icon="wallet" />
      ) : (
        <form className={styles.card} onSubmit={submit} noValidate>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('wallet.channel')}</legend>
            <div className={layout === 'new' ? styles.choiceGrid : styles.fieldset}>
              {list.map((c) => (
                <label key={c.code} className={styles.choice}>
                  <input
                    type="radio"
                    name="channel"
                    value={c.code}
                    checked={channel?.code === c.code}
                    onChange={() => setChannelCode(c.code)}
                  />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceName}>{c.name}</span>
                    {layout === 'new' ? (
                      <span className={styles.muted}>{c.processingTime}</span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t('wallet.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            prefix={symbol}
            error={error}
            hint={
              limits
                ? t('wallet.limits', {
                    min: formatCurrency(limits.min, { symbol }),
                    max: formatCurrency(limits.max, { symbol }),
                  })
                : undefined
            }
          />
          {layout === 'new' && limits ? (
            <div className={styles.quickAmounts} role="group" aria-label={t('wallet.quickAmounts')}>
              {QUICK_AMOUNTS.filter((a) => a >= limits.min && a <= limits.max).map((a) => (
                <Button
                  key={a}
                  type="button"
                  tone="secondary"
                  size="sm"
                  aria-pressed={parseAmount(amountText) === a}
                  onClick={() => {
                    setAmountText(String(a));
                    setError(undefined);
                  }}
                >
                  {formatCurrency(a, { symbol })}
                </Button>
              ))}
            </div>
          ) : null}
          <Button type="submit" block loading={deposit.isPending}>
            {t('wallet.depositSubmit')}
          </Button>
          <Button tone="ghost" block href="/m/transaction/record">
            {t('wallet.seeRecords')}
          </Button>
        </form>
      )}
    </div>
  );
}
