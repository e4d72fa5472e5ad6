import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { ResponseOf, downlineList } from '@playdeck/contract';
import { AGENT_TRANSFER_ROUTE, noticeDate } from '@playdeck/domain';
import { Button, Dialog, SearchField } from '@playdeck/ui';
import { useDownlines, useRebateSettings, useUpdateDownlineRebates } from './queries';
import {
  QueryView,
  RateFields,
  RateList,
  draftOf,
  peso,
  readDraft,
  useAgentErrorText,
  type RateDraft,
  type RateProblem,
} from './parts';
import * as styles from './agent.css';

type Downline = ResponseOf<typeof downlineList>['list'][number];

/** Changes one downline's rates, each at most the agent's own. */
function EditRates({ member, onDone }: { member: Downline; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const own = useRebateSettings();
  const errorText = useAgentErrorText();
  const [draft, setDraft] = useState<RateDraft>(() => draftOf(member.rebates));
  const [problems, setProblems] = useState<Record<string, RateProblem>>({});
  const [failure, setFailure] = useState('');
  const save = useUpdateDownlineRebates(() =>
    onDone(t('agentPages.team.saved', { username: member.username })),
  );
  const ownRates = own.data?.rebates ?? [];
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setFailure('');
        const read = readDraft(draft, ownRates);
        setProblems(read.problems);
        if (Object.keys(read.problems).length) return;
        save.mutate(
          { downlineId: String(member.id), rebates: read.rates },
          { onError: (error) => setFailure(errorText(error)) },
        );
      }}
    >
      <QueryView query={own} failed={t('agentPages.rates.failed')}>
        {() => <RateFields own={ownRates} draft={draft} problems={problems} onChange={setDraft} />}
      </QueryView>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <Button type="submit" block loading={save.isPending} disabled={!own.isSuccess}>
        {t('agentPages.team.save')}
      </Button>
    </form>
  );
}

/**
 * /m/member/team: the agent's direct downline, searchable by username: each member's type,
 * status, balance and rates; the agent may change a downline's rates within its own, or send a
 * member money (the transfer screen, with that member chosen).
 */
export default function TeamPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Downline | null>(null);
  const [message, setMessage] = useState('');
  const team = useDownlines(search);

  return (
    <div className={styles.page}>
      <SearchField
        label={t('agentPages.team.search')}
        placeholder={t('agentPages.team.searchPlaceholder')}
        maxLength={40}
        onSubmit={(v) => setSearch(v.trim())}
        onClear={() => setSearch('')}
        clearLabel={t('agentPages.team.clearSearch')}
      />
      {message ? (
        <div className={styles.actions}>
          <p role="status" className={styles.success}>
            {message}
          </p>
          <Button tone="secondary" size="sm" onClick={() => setMessage('')}>
            {t('agentPages.clearMessage')}
          </Button>
        </div>
      ) : null}
      <QueryView
        query={team}
        failed={t('agentPages.team.failed')}
        isEmpty={(d) => d.list.length === 0}
        empty={search ? t('agentPages.team.noMatch', { search }) : t('agentPages.team.empty')}
        emptyIcon="user"
      >
        {(d) => (
          <>
            <p className={styles.muted}>{t('agentPages.team.count', { count: d.totalCount })}</p>
            <ul className={styles.list} aria-label={t('agentPages.team.listLabel')}>
              {d.list.map((m) => (
                <li key={m.id} className={styles.card}>
                  <div className={styles.row}>
                    <h2 className={styles.rowTitle}>{m.username}</h2>
                    <span className={styles.muted}>
                      {t(m.type === 0 ? 'agentPages.type.member' : 'agentPages.type.agent')}
                    </span>
                  </div>
                  <dl className={styles.figures}>
                    <div>
                      <dt className={styles.kpiLabel}>{t('agentPages.team.balance')}</dt>
                      <dd className={styles.kpiValue}>{peso(m.balance)}</dd>
                    </div>
                    <div>
                      <dt className={styles.kpiLabel}>{t('agentPages.team.status')}</dt>
                      <dd>
                        {m.online ? t('agentPages.team.online') : t('agentPages.team.offline')}
                      </dd>
                    </div>
                    <div>
                      <dt className={styles.kpiLabel}>{t('agentPages.team.registered')}</dt>
                      <dd>{noticeDate(m.registeredAt)}</dd>
                    </div>
                    <div>
                      <dt className={styles.kpiLabel}>{t('agentPages.team.lastLogin')}</dt>
                      <dd>{m.lastLoginAt ? noticeDate(m.lastLoginAt) : t('agentPages.never')}</dd>
                    </div>
                  </dl>
                  <RateList rates={m.rebates} />
                  <div className={styles.actions}>
                    <Button
                      tone="secondary"
                      size="sm"
                      icon="settings"
                      aria-label={t('agentPages.team.editFor', { username: m.username })}
                      onClick={() => setEditing(m)}
                    >
                      {t('agentPages.team.edit')}
                    </Button>
                    <Button
                      tone="secondary"
                      size="sm"
                      icon="wallet"
                      href={`${AGENT_TRANSFER_ROUTE}?downlineId=${m.id}`}
                      aria-label={t('agentPages.team.transferTo', { username: m.username })}
                    >
                      {t('agentPages.team.transfer')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? t('agentPages.team.editTitle', { username: editing.username }) : ''}
        closeLabel={t('common.close')}
      >
        {editing ? (
          <EditRates
            key={editing.id}
            member={editing}
            onDone={(text) => {
              setEditing(null);
              setMessage(text);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
