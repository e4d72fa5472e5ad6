import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Button, EmptyState, Skeleton, TextField, toast } from '@playdeck/ui';
import { parseAmount, withdrawalAmountProblem, formatCurrency } from '@playdeck/domain';
import { WITHDRAWAL_CHANNELS } from '@playdeck/contract';
import { PaymentPasswordField } from '../../shell/forms/fields';
import { MemberBalance } from '../../shell/MemberBalance';
import { useWalletBalance } from '../../api/sharedQueries';
import { amountProblemText } from './amountText';
import { useWithdraw, useWithdrawalInfo } from './queries';
import * as styles from './wallet.css';

type ChannelCode = (typeof WITHDRAWAL_CHANNELS)[number];
type Field = 'amount' | 'accountName' | 'accountNumber' | 'paymentPassword';

const isChannel = (code: string): code is ChannelCode =>
  (WITHDRAWAL_CHANNELS as readonly string[]).includes(code);

/**
 * /m/withdraw: an amount (never more than the balance), where to pay it and the payment password.
 * The amount leaves the wallet at once; paying out is the operator's backend.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawalInfo();
  const wallet = useWalletBalance();
  const send = useWithdraw();
  const symbol = wallet.data?.currencySymbol ?? '₱';
  const [channel, setChannel] = useState<ChannelCode | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    amount: '',
    accountName: '',
    accountNumber: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (info.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton aspectRatio={2} />
      </div>
    );
  }
  if (!info.data) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={t('wallet.withdrawUnavailable')}
          icon="wallet"
          action={<Button onClick={() => void info.refetch()}>{t('common.retry')}</Button>}
        />
      </div>
    );
  }
  const data = info.data;
  const channels = data.channels.filter((c) => isChannel(c.code));
  const chosen = channel ?? (channels[0]?.code as ChannelCode | undefined) ?? 'GCASH';
  const limits = { min: data.minAmount, max: data.maxAmount };
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(values.amount) ?? Number.NaN;
    const next: Partial<Record<Field, string>> = {};
    const problem = withdrawalAmountProblem(amount, data.availableBalance, limits);
    if (problem) next.amount = amountProblemText(problem, limits, symbol);
    if (values.accountName.trim().length < 2) next.accountName = t('wallet.accountNameRequired');
    const number = values.accountNumber.trim();
    if (chosen === 'BANK' ? !/^\d{10,16}$/.test(number) : !/^09\d{9}$/.test(number)) {
      next.accountNumber = t(
        chosen === 'BANK' ? 'wallet.bankNumberRule' : 'wallet.ewalletNumberRule',
      );
    }
    if (!/^\d{6}$/.test(values.paymentPassword))
      next.paymentPassword = t('wallet.paymentPasswordRule');
    setErrors(next);
    if (Object.keys(next).length) return;
    send.mutate(
      {
        amount,
        channelCode: chosen,
        accountName: values.accountName.trim(),
        accountNumber: number,
        paymentPassword: values.paymentPassword,
      },
      {
        onSuccess: (result) => {
          toast.show(
            t('wallet.withdrawDone', { amount: formatCurrency(result.amount, { symbol }) }),
            { tone: 'success' },
          );
          setValues((v) => ({ ...v, amount: '', paymentPassword: '' }));
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="withdraw-title">
        <h1 className={styles.heading} id="withdraw-title">
          {t('wallet.withdrawTitle')}
        </h1>
        <MemberBalance />
        <p className={styles.muted}>
          {t('wallet.available', { amount: formatCurrency(data.availableBalance, { symbol }) })}
        </p>
      </section>
      {!data.paymentPasswordSet ? (
        <EmptyState
          title={t('wallet.paymentPasswordMissing')}
          icon="lock"
          action={<Link to="/m/securityCenter">{t('wallet.goSecurityCentre')}</Link>}
        />
      ) : (
        <form className={styles.card} onSubmit={submit} noValidate>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('wallet.payTo')}</legend>
            <div className={styles.choiceGrid}>
              {channels.map((c) => (
                <label key={c.code} className={styles.choice}>
                  <input
                    type="radio"
                    name="withdraw-channel"
                    value={c.code}
                    checked={chosen === c.code}
                    onChange={() => isChannel(c.code) && setChannel(c.code)}
                  />
                  <span className={styles.choiceName}>{c.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t('wallet.accountName')}
            autoComplete="name"
            value={values.accountName}
            onChange={(e) => set('accountName')(e.target.value)}
            error={errors.accountName}
          />
          <TextField
            label={t(chosen === 'BANK' ? 'wallet.bankNumber' : 'wallet.ewalletNumber')}
            inputMode="numeric"
            autoComplete="off"
            value={values.accountNumber}
            onChange={(e) => set('accountNumber')(e.target.value)}
            error={errors.accountNumber}
          />
          <TextField
            label={t('wallet.amount')}
            inputMode="decimal"
            autoComplete="off"
            prefix={symbol}
            value={values.amount}
            onChange={(e) => set('amount')(e.target.value)}
            error={errors.amount}
            hint={t('wallet.limits', {
              min: formatCurrency(limits.min, { symbol }),
              max: formatCurrency(Math.min(limits.max, data.availableBalance), { symbol }),
            })}
          />
          <PaymentPasswordField
            label={t('wallet.paymentPassword')}
            autoComplete="off"
            value={values.paymentPassword}
            onChange={set('paymentPassword')}
            error={errors.paymentPassword}
          />
          <Button type="submit" block loading={send.isPending}>
            {t('wallet.withdrawSubmit')}
          </Button>
        </form>
      )}
    </div>
  );
}
