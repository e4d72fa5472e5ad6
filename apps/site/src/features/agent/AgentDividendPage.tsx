import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '@playdeck/ui';
import { CONTRACT_PAGES, noticeDate } from '@playdeck/domain';
import { PageLoading } from '../../shell/PageStates';
import {
  useDividendCurrent,
  useDividendHistory,
  useDividendInfo,
  useDividendMessages,
  useDividendPayout,
} from './queries';
import { QueryView, peso, useAgentErrorText } from './parts';
import * as styles from './agent.css';

/** The team member by member in the period under way (spec 2 §7 "dividends: current"). */
function CurrentByMember() {
  const { t } = useTranslation();
  const current = useDividendCurrent();
  return (
    <section className={styles.card} aria-labelledby="dividend-members">
      <h2 id="dividend-members" className={styles.heading}>
        {t('agentPages.dividend.members')}
      </h2>
      <QueryView
        query={current}
        failed={t('agentPages.dividend.membersFailed')}
        isEmpty={(d) => d.members.length === 0}
        empty={t('agentPages.dividend.membersEmpty')}
        emptyIcon="user"
      >
        {(d) => (
          <table className={styles.table}>
            <caption className={styles.muted}>
              {t('agentPages.dividend.asOf', { when: noticeDate(d.asOf) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('agentPages.dividend.member')}</th>
                <th scope="col">{t('agentPages.dividend.teamResult')}</th>
              </tr>
            </thead>
            <tbody>
              {d.members.map((m) => (
                <tr key={m.username}>
                  <th scope="row">
                    {m.username}
                    <br />
                    <span className={styles.muted}>
                      {m.active
                        ? t('agentPages.dividend.activeMember')
                        : t('agentPages.dividend.inactiveMember')}
                    </span>
                  </th>
                  <td>{peso(m.teamProfitLoss)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  );
}

/** Closed periods ready to claim, each paid into the wallet with one tap (dividend payout). */
function ReadyToClaim() {
  const { t } = useTranslation();
  const history = useDividendHistory();
  const errorText = useAgentErrorText();
  const [failure, setFailure] = useState('');
  const [claimed, setClaimed] = useState('');
  const payout = useDividendPayout();
  const payable = (history.data?.list ?? []).filter((p) => p.status === 'PAYABLE');
  if (payable.length === 0)
    return claimed ? (
      <p role="status" className={styles.success}>
        {claimed}
      </p>
    ) : null;
  return (
    <section className={styles.card} aria-labelledby="dividend-claim">
      <h2 id="dividend-claim" className={styles.heading}>
        {t('agentPages.dividend.claimTitle')}
      </h2>
      <ul className={styles.list}>
        {payable.map((p) => (
          <li key={p.id} className={styles.row}>
            <span>
              {t('agentPages.dividend.period', { start: p.periodStart, end: p.periodEnd })}
              <br />
              <strong>{peso(p.amount)}</strong>
            </span>
            <Button
              size="sm"
              icon="coin"
              loading={payout.isPending && payout.variables?.periodId === p.id}
              onClick={() => {
                setFailure('');
                payout.mutate(
                  { periodId: p.id },
                  {
                    onSuccess: (r) =>
                      setClaimed(
                        t('agentPages.dividend.claimed', {
                          amount: peso(r.period.amount),
                          balance: peso(r.balance),
                        }),
                      ),
                    onError: (e) => setFailure(errorText(e)),
                  },
                );
              }}
            >
              {t('agentPages.dividend.claim')}
            </Button>
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
    </section>
  );
}

/** Dividend messages, newest first, worded here from what happened (spec 2 §7 "dividends: message"). */
function Messages() {
  const { t } = useTranslation();
  const messages = useDividendMessages();
  return (
    <section className={styles.card} aria-labelledby="dividend-messages">
      <h2 id="dividend-messages" className={styles.heading}>
        {t('agentPages.dividend.messages')}
      </h2>
      <QueryView
        query={messages}
        failed={t('agentPages.dividend.messagesFailed')}
        isEmpty={(d) => d.list.length === 0}
        empty={t('agentPages.dividend.messagesEmpty')}
        emptyIcon="mail"
      >
        {(d) => (
          <ul className={styles.list} aria-label={t('agentPages.dividend.messages')}>
            {d.list.map((m) => (
              <li key={m.id} className={styles.message}>
                <p className={styles.rowTitle}>
                  {t(`agentPages.dividend.message.${m.kind}`, {
                    start: m.periodStart,
                    end: m.periodEnd,
                    amount: peso(m.amount),
                  })}
                </p>
                <p className={styles.muted}>{noticeDate(m.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/**
 * /m/member/agent/agentDivident: the current half-month period's dividend estimate and the team
 * member by member, closed periods ready to claim (paid into the wallet on a tap), the dividend
 * messages and the past periods. Only with an accepted dividend contract (the agent home shows the link only then);
 * otherwise back to the agent home.
 */
export default function AgentDividendPage() {
  const { t } = useTranslation();
  const info = useDividendInfo();
  const history = useDividendHistory();
  const current = useDividendCurrent();
  const messages = useDividendMessages();

  // The sections stack: the page is drawn once all their answers are in, so a late one (payouts
  // to claim, the members, the messages) does not push the sections under it down a finger.
  if (info.isPending || history.isPending || current.isPending || messages.isPending)
    return <PageLoading />;
  if (info.isSuccess && !info.data.enabled) return <Navigate to="/m/agent" replace />;

  return (
    <div className={styles.page}>
      <QueryView query={info} failed={t('agentPages.dividend.failed')}>
        {(d) => (
          <section className={styles.card} aria-labelledby="dividend-current">
            <h2 id="dividend-current" className={styles.heading}>
              {t('agentPages.dividend.current')}
            </h2>
            {d.current ? (
              <>
                <p className={styles.muted}>
                  {t('agentPages.dividend.period', {
                    start: d.current.periodStart,
                    end: d.current.periodEnd,
                  })}
                </p>
                <dl className={styles.kpis}>
                  <div className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t('agentPages.dividend.estimate')}</dt>
                    <dd className={styles.kpiValue}>{peso(d.current.amount)}</dd>
                  </div>
                  <div className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t('agentPages.dividend.rate')}</dt>
                    <dd className={styles.kpiValue}>{d.current.ratePercent}%</dd>
                  </div>
                  <div className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t('agentPages.dividend.teamResult')}</dt>
                    <dd className={styles.kpiValue}>{peso(d.current.teamProfitLoss)}</dd>
                  </div>
                  <div className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t('agentPages.dividend.active')}</dt>
                    <dd className={styles.kpiValue}>{d.current.activeMembers}</dd>
                  </div>
                </dl>
                <p className={styles.muted}>
                  {t(`agentPages.dividend.status.${d.current.status}`)}
                </p>
              </>
            ) : null}
            <p>{t('agentPages.dividend.totalPaid', { amount: peso(d.totalPaid) })}</p>
            <Link to={CONTRACT_PAGES.dividend}>{t('agentPages.dividend.contract')}</Link>
          </section>
        )}
      </QueryView>
      <ReadyToClaim />
      <CurrentByMember />
      <Messages />
      <section className={styles.card} aria-labelledby="dividend-history">
        <h2 id="dividend-history" className={styles.heading}>
          {t('agentPages.dividend.history')}
        </h2>
        <QueryView
          query={history}
          failed={t('agentPages.dividend.historyFailed')}
          isEmpty={(d) => d.list.length === 0}
          empty={t('agentPages.dividend.historyEmpty')}
          emptyIcon="coin"
        >
          {(d) => (
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('agentPages.dividend.periodHead')}</th>
                    <th scope="col">{t('agentPages.dividend.rate')}</th>
                    <th scope="col">{t('agentPages.dividend.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.list.map((p) => (
                    <tr key={p.id}>
                      <th scope="row">
                        <span className={styles.date}>{p.periodStart}</span> –{' '}
                        <span className={styles.date}>{p.periodEnd}</span>
                        <br />
                        <span className={styles.muted}>
                          {t(`agentPages.dividend.status.${p.status}`)}
                        </span>
                      </th>
                      <td>{p.ratePercent}%</td>
                      <td>{peso(p.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryView>
      </section>
    </div>
  );
}
