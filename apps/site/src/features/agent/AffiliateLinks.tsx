import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { noticeDate } from '@playdeck/domain';
import { Button, toast } from '@playdeck/ui';
import { showConfirm } from '../../stores/ui';
import {
  useAffiliateUrls,
  useCreateAffiliateUrl,
  useDeleteAffiliateUrl,
  useRebateSettings,
} from './queries';
import {
  QueryView,
  RateFields,
  RateList,
  draftOf,
  readDraft,
  useAgentErrorText,
  type RateDraft,
  type RateProblem,
} from './parts';
import * as styles from './agent.css';
import { UserTypeChoice, type UserType } from './OpenAccountForm';

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.show(done, { tone: 'success' });
  } catch {
    toast.show(failed, { tone: 'warning' });
  }
}

export function AffiliateLinks() {
  const { t } = useTranslation();
  const links = useAffiliateUrls();
  const settings = useRebateSettings();
  const errorText = useAgentErrorText();
  const [userType, setUserType] = useState<UserType>('MEMBER');
  const [draft, setDraft] = useState<RateDraft>({});
  const [problems, setProblems] = useState<Record<string, RateProblem>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const create = useCreateAffiliateUrl(() => {
    setDraft({});
    setMessage({ ok: true, text: t('openAccount.links.created') });
  });
  const remove = useDeleteAffiliateUrl(() =>
    setMessage({ ok: true, text: t('openAccount.links.deleted') }),
  );
  const own = settings.data?.rebates ?? [];

  return (
    <>
      {message ? (
        <div className={styles.actions}>
          <p
            role={message.ok ? 'status' : 'alert'}
            className={message.ok ? styles.success : styles.failure}
          >
            {message.text}
          </p>
          <Button tone="secondary" size="sm" onClick={() => setMessage(null)}>
            {t('agentPages.clearMessage')}
          </Button>
        </div>
      ) : null}
      <QueryView
        query={links}
        failed={t('openAccount.links.failed')}
        isEmpty={(d) => d.list.length === 0}
        empty={t('openAccount.links.empty')}
        emptyIcon="share"
      >
        {(d) => (
          <ul className={styles.list} aria-label={t('openAccount.links.listLabel')}>
            {d.list.map((link) => (
              <li key={link.id} className={styles.card}>
                <div className={styles.row}>
                  <h3 className={styles.rowTitle}>
                    {t(
                      link.userType === 'MEMBER'
                        ? 'agentPages.type.member'
                        : 'agentPages.type.agent',
                    )}
                  </h3>
                  <span className={styles.muted}>{noticeDate(link.createdAt)}</span>
                </div>
                <p className={styles.code}>{link.url}</p>
                <p className={styles.muted}>
                  {t('openAccount.links.registered', { count: link.registeredCount })}
                </p>
                <RateList rates={link.rebates} />
                <div className={styles.actions}>
                  <Button
                    tone="secondary"
                    size="sm"
                    icon="copy"
                    aria-label={t('openAccount.links.copyFor', { code: link.code })}
                    onClick={() =>
                      void copy(
                        link.url,
                        t('openAccount.links.copied'),
                        t('openAccount.links.copyFailed'),
                      )
                    }
                  >
                    {t('openAccount.links.copy')}
                  </Button>
                  <Button
                    tone="ghost"
                    size="sm"
                    icon="trash"
                    aria-label={t('openAccount.links.deleteFor', { code: link.code })}
                    loading={remove.isPending && remove.variables?.id === String(link.id)}
                    onClick={() =>
                      void showConfirm({
                        title: t('openAccount.links.deleteTitle'),
                        message: t('openAccount.links.deleteBody', { url: link.url }),
                        cancelLabel: t('common.cancel'),
                        confirmLabel: t('openAccount.links.delete'),
                      }).then((yes) => {
                        if (yes)
                          remove.mutate(
                            { id: String(link.id) },
                            {
                              onError: (error) => setMessage({ ok: false, text: errorText(error) }),
                            },
                          );
                      })
                    }
                  >
                    {t('openAccount.links.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <form
        className={styles.form}
        noValidate
        aria-labelledby="new-link"
        onSubmit={(e) => {
          e.preventDefault();
          setMessage(null);
          const read = readDraft(draft, own);
          setProblems(read.problems);
          if (Object.keys(read.problems).length) return;
          create.mutate(
            { userType, rebates: read.rates },
            { onError: (error) => setMessage({ ok: false, text: errorText(error) }) },
          );
        }}
      >
        <h3 id="new-link" className={styles.heading}>
          {t('openAccount.links.new')}
        </h3>
        <UserTypeChoice name="link-type" value={userType} onChange={setUserType} />
        <QueryView query={settings} failed={t('agentPages.rates.failed')}>
          {(s) => (
            <RateFields
              own={s.rebates}
              draft={{ ...draftOf(s.rebates.map((r) => ({ ...r, rate: 0 }))), ...draft }}
              problems={problems}
              onChange={setDraft}
            />
          )}
        </QueryView>
        <Button
          type="submit"
          block
          icon="plus"
          loading={create.isPending}
          disabled={!settings.isSuccess}
        >
          {t('openAccount.links.create')}
        </Button>
      </form>
    </>
  );
}
