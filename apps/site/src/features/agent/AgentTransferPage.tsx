import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useSearchParams } from 'react-router-dom';
import { Button, SearchField, TextField } from '@playdeck/ui';
import {
  Flag,
  MAX_DOWNLINE_TRANSFER_MEMBERS,
  downlineTransferProblem,
  downlineTransferTotal,
  formatCurrency,
  isFlagOn,
  parseAmount,
  type DownlineTransferProblem,
} from '@playdeck/domain';
import { useWalletBalance } from '../../api/sharedQueries';
import { showConfirm } from '../../stores/ui';
import { MemberBalance } from '../../shell/MemberBalance';
import { useMenuFlags } from '../../shell/useMenuFlags';
import { QueryView, peso, useAgentErrorText } from './parts';
import { useDownlines, useTransferToDownline, useTransferToDownlines } from './queries';
import * as styles from './agent.css';

const REMARK_MAX = 140;

const problemKey: Record<DownlineTransferProblem, string> = {
  noMember: 'agentPages.transfer.problem.noMember',
  multipleOff: 'agentPages.transfer.problem.multipleOff',
  tooManyMembers: 'agentPages.transfer.problem.tooManyMembers',
  notAmount: 'wallet.amountRequired',
  tooManyDecimals: 'wallet.amountDecimals',
  overBalance: 'agentPages.transfer.problem.overBalance',
};

/**
 * /m/agent/transfer (spec 2 §7 "transfer downline and multiple downlines"): the agent sends money
 * from their wallet to a member of their direct downline, or the same amount to several at once
 * where the operator allows it (AGENTRANSMULTDOWN3), after confirming the total. A member's
 * "transfer" on the team page opens it with that member chosen.
 */
export default function AgentTransferPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { flags } = useMenuFlags();
  const multiple = isFlagOn(flags, Flag.MultiDownlineTransfer);
  const wallet = useWalletBalance();
  const [search, setSearch] = useState('');
  const team = useDownlines(search);
  const [chosen, setChosen] = useState<readonly string[]>(() => {
    const first = params.get('downlineId');
    return first ? [first] : [];
  });
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const errorText = useAgentErrorText();
  const single = useTransferToDownline();
  const several = useTransferToDownlines();
  const sending = single.isPending || several.isPending;

  const main = wallet.data?.balance.find((w) => w.accountTypeId === 2)?.availBalance ?? 0;
  const names = new Map((team.data?.list ?? []).map((m) => [String(m.id), m.username]));
  const total = downlineTransferTotal(parseAmount(amount) ?? 0, chosen.length);

  const toggle = (id: string) => {
    setError(undefined);
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : multiple ? [...c, id] : [id]));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    setDone('');
    const problem = downlineTransferProblem({
      amount,
      members: chosen.length,
      balance: main,
      multipleAllowed: multiple,
    });
    if (problem)
      return setError(
        t(problemKey[problem] as 'wallet.amountRequired', { max: MAX_DOWNLINE_TRANSFER_MEMBERS }),
      );
    setError(undefined);
    const each = parseAmount(amount) ?? 0;
    const who = chosen.map((id) => names.get(id) ?? id).join(', ');
    const sure = await showConfirm({
      title: t('agentPages.transfer.confirmTitle'),
      message: t('agentPages.transfer.confirmBody', {
        amount: peso(each),
        count: chosen.length,
        members: who,
        total: peso(total),
      }),
      confirmLabel: t('agentPages.transfer.send'),
      cancelLabel: t('common.cancel'),
    });
    if (!sure) return;
    const note = remark.trim() || undefined;
    const sent = (r: { total: number; transfers: unknown[] }) => {
      setDone(t('agentPages.transfer.done', { total: peso(r.total), count: r.transfers.length }));
      setChosen([]);
      setAmount('');
      setRemark('');
    };
    const onError = (e: unknown) => setFailure(errorText(e));
    const [first] = chosen;
    if (chosen.length === 1 && first)
      single.mutate(
        { downlineId: first, amount: each, remark: note },
        { onSuccess: sent, onError },
      );
    else
      several.mutate(
        { downlineIds: [...chosen], amount: each, remark: note },
        { onSuccess: sent, onError },
      );
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="transfer-wallet">
        <h2 id="transfer-wallet" className={styles.heading}>
          {t('agentPages.transfer.from')}
        </h2>
        <MemberBalance />
        <p className={styles.muted}>
          {multiple ? t('agentPages.transfer.hintMultiple') : t('agentPages.transfer.hintSingle')}
        </p>
      </section>
      <form className={styles.card} noValidate onSubmit={(e) => void submit(e)}>
        <SearchField
          label={t('agentPages.team.search')}
          placeholder={t('agentPages.team.searchPlaceholder')}
          maxLength={40}
          onSubmit={(v) => setSearch(v.trim())}
          onClear={() => setSearch('')}
          clearLabel={t('agentPages.team.clearSearch')}
        />
        <QueryView
          query={team}
          failed={t('agentPages.team.failed')}
          isEmpty={(d) => d.list.length === 0}
          empty={search ? t('agentPages.team.noMatch', { search }) : t('agentPages.team.empty')}
          emptyIcon="user"
        >
          {(d) => (
            <fieldset className={styles.memberPicker}>
              <legend className={styles.heading}>
                {t('agentPages.transfer.to', { count: chosen.length })}
              </legend>
              <ul className={styles.list}>
                {d.list.map((m) => {
                  const id = String(m.id);
                  return (
                    <li key={id}>
                      <label className={styles.memberChoice}>
                        <input
                          type={multiple ? 'checkbox' : 'radio'}
                          name="transfer-member"
                          value={id}
                          checked={chosen.includes(id)}
                          onChange={() => toggle(id)}
                        />
                        <span className={styles.memberName}>{m.username}</span>
                        <span className={styles.muted}>{peso(m.balance)}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
        </QueryView>
        <TextField
          label={t('agentPages.transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          prefix="₱"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={t('agentPages.transfer.total', {
            total: formatCurrency(total),
            balance: formatCurrency(main),
          })}
        />
        <TextField
          label={t('agentPages.transfer.remark')}
          autoComplete="off"
          maxLength={REMARK_MAX}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          hint={t('agentPages.transfer.remarkHint', { left: REMARK_MAX - remark.length })}
        />
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        {done ? (
          <p role="status" className={styles.success}>
            {done}
          </p>
        ) : null}
        <Button type="submit" block loading={sending}>
          {t('agentPages.transfer.send')}
        </Button>
      </form>
    </div>
  );
}
