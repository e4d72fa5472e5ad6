import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useLocation } from 'react-router-dom';
import type { Contract } from '@playdeck/contract';
import { contractKindOfPath, noticeDate, type ContractKind } from '@playdeck/domain';
import { Button, EmptyState } from '@playdeck/ui';
import { useAcceptContract, useContract } from './queries';
import { QueryView, peso, useAgentErrorText } from './parts';
import * as styles from './agent.css';

const CONTRACT_KIND = {
  salary: 'DAILY_SALARY',
  dividend: 'DIVIDEND',
  hourly: 'HOURLY_SALARY',
} as const;

/** The tiers of one contract as a table: what the team must reach and what the agent earns. */
function Tiers({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const dividend = contract.kind === 'DIVIDEND';
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.muted}>
          {t(`agentPages.contract.explain.${contract.kind}`)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('agentPages.contract.level')}</th>
            <th scope="col">
              {dividend
                ? t('agentPages.contract.minTeamLoss')
                : t('agentPages.contract.minTeamBet')}
            </th>
            {contract.kind !== 'HOURLY_SALARY' ? (
              <th scope="col">{t('agentPages.contract.minActive')}</th>
            ) : null}
            <th scope="col">
              {dividend ? t('agentPages.contract.rate') : t('agentPages.contract.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier) => (
            <tr key={tier.level}>
              <th scope="row">{tier.level}</th>
              <td>{peso(dividend ? tier.minTeamLoss : tier.minTeamBet)}</td>
              {contract.kind !== 'HOURLY_SALARY' ? <td>{tier.minActiveMembers ?? 0}</td> : null}
              <td>{dividend ? `${tier.ratePercent ?? 0}%` : peso(tier.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContractView({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const contract = useContract(kind);
  const errorText = useAgentErrorText();
  const [failure, setFailure] = useState('');
  const accept = useAcceptContract(kind);
  const title = t(`agentPages.contract.kind.${CONTRACT_KIND[kind]}`);

  return (
    <QueryView query={contract} failed={t('agentPages.contract.failed')}>
      {(c) =>
        c.status === 'NONE' ? (
          <EmptyState
            icon="info"
            title={t('agentPages.contract.none')}
            action={<Link to="/m/agent">{t('agentPages.backToAgent')}</Link>}
          />
        ) : (
          <section className={styles.card} aria-labelledby="contract-title">
            <h2 id="contract-title" className={styles.heading}>
              {title}
            </h2>
            <p className={styles.muted}>
              {c.offeredAt
                ? t('agentPages.contract.offeredOn', { date: noticeDate(c.offeredAt) })
                : null}
            </p>
            <Tiers contract={c} />
            {c.status === 'ACCEPTED' ? (
              <p role="status" className={styles.success}>
                {t('agentPages.contract.accepted', {
                  date: c.acceptedAt ? noticeDate(c.acceptedAt) : '',
                })}
              </p>
            ) : (
              <>
                {failure ? (
                  <p role="alert" className={styles.failure}>
                    {failure}
                  </p>
                ) : null}
                <Button
                  block
                  loading={accept.isPending}
                  onClick={() => {
                    setFailure('');
                    accept.mutate(
                      { contractId: String(c.id) },
                      { onError: (error) => setFailure(errorText(error)) },
                    );
                  }}
                >
                  {t('agentPages.contract.accept')}
                </Button>
              </>
            )}
          </section>
        )
      }
    </QueryView>
  );
}

/**
 * /m/member/agent/getSalaryContract, getDevidendContract and getHourContract: the terms the
 * operator offers (tiers), accepting them, and the accepted state.
 */
export default function ContractPage() {
  const { pathname } = useLocation();
  const kind = contractKindOfPath(pathname) ?? 'salary';
  return (
    <div className={styles.page}>
      <ContractView key={kind} kind={kind} />
    </div>
  );
}
