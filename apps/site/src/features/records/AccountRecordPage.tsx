import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useSearchParams } from 'react-router-dom';
import { DateRangeFilter } from '@playdeck/ui';
import { formatOperatorTime, formatCurrency } from '@playdeck/domain';
import { TRANSACTION_TYPES } from '@playdeck/contract';
import { useTransactionPages, useTransactionTypes } from './queries';
import { PagedRecordList, RecordsEmpty, signOf, signedMoney } from './RecordStates';
import { useRecordRange } from './useRecordRange';
import * as styles from './records.css';

type TypeFilter = 'ALL' | (typeof TRANSACTION_TYPES)[number];
const isTypeFilter = (v: string): v is TypeFilter =>
  v === 'ALL' || (TRANSACTION_TYPES as readonly string[]).includes(v);

/**
 * /m/transaction/record: the account's transactions (deposits, withdrawals, rewards…) in a date
 * range, filtered by type. `?types=A` (agent centre) is the agent view: the transactions of the
 * agent and the whole downline, each naming its member.
 */
export default function AccountRecordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const agentView = search.get('types')?.toUpperCase() === 'A';
  const { range, filter } = useRecordRange();
  const [type, setType] = useState<TypeFilter>('ALL');
  const types = useTransactionTypes();
  const pages = useTransactionPages({
    ...range,
    type,
    ...(agentView ? { types: 'A' } : {}),
  });
  const typeId = useId();
  const typeName = (code: string) => types.data?.find((x) => x.code === code)?.name ?? code;
  const rows = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const total = pages.data?.pages[0]?.totalCount ?? 0;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="account-record-title">
        <h1 className={styles.heading} id="account-record-title">
          {t(agentView ? 'records.account.agentTitle' : 'records.account.title')}
        </h1>
        <DateRangeFilter {...filter} />
        <div className={styles.selectField}>
          <label className={styles.selectLabel} htmlFor={typeId}>
            {t('records.account.type')}
          </label>
          <select
            id={typeId}
            className={styles.select}
            value={type}
            onChange={(e) => isTypeFilter(e.target.value) && setType(e.target.value)}
          >
            <option value="ALL">{t('records.account.allTypes')}</option>
            {(types.data ?? [])
              .filter((x) => isTypeFilter(x.code))
              .map((x) => (
                <option key={x.code} value={x.code}>
                  {x.name}
                </option>
              ))}
          </select>
        </div>
      </section>

      <section aria-labelledby="account-record-list" className={styles.list}>
        <h2 className={styles.heading} id="account-record-list">
          {t('records.account.listTitle', { count: total })}
        </h2>
        <PagedRecordList
          pages={pages}
          rows={rows}
          empty={<RecordsEmpty title={t('records.account.empty')} icon="wallet" />}
        >
          {(list) => (
            <ul className={styles.list}>
              {list.map((r) => (
                <li key={r.id} className={styles.row}>
                  <p className={styles.rowTitle}>{typeName(r.type)}</p>
                  <p className={styles.amount} data-sign={signOf(r.amount)}>
                    {signedMoney(r.amount)}
                  </p>
                  <p className={styles.detail}>
                    {formatOperatorTime(r.createdAt)}
                    {agentView ? ` · ${r.username}` : ''}
                  </p>
                  <p className={styles.detailEnd}>{t(`records.status.${r.status}`)}</p>
                  {r.remark ? <p className={styles.detail}>{r.remark}</p> : null}
                  {r.balanceAfter !== null && r.balanceAfter !== undefined ? (
                    <p className={styles.detailEnd}>
                      {t('records.account.balanceAfter', {
                        amount: formatCurrency(r.balanceAfter),
                      })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </PagedRecordList>
      </section>
    </div>
  );
}
