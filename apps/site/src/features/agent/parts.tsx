import { useCallback, useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import {
  ApiError,
  agentErrorCodes,
  walletErrorCodes,
  type REBATE_PRODUCT_TYPES,
} from '@playdeck/contract';
import {
  OPERATOR_UTC_OFFSET_MS,
  REBATE_STEP,
  formatCurrency,
  rebateProblems,
  type RebateProblem,
  type RebateRate,
} from '@playdeck/domain';
import { EmptyState, Skeleton, TextField, type IconName } from '@playdeck/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '../../api/errors';
import { QueryStates } from '../../shell/QueryStates';
import * as styles from './agent.css';

export type ProductType = (typeof REBATE_PRODUCT_TYPES)[number];

/** Peso amount as the agent pages show it: ₱1,234.50. */
export const peso = (value: number | string | null | undefined) => formatCurrency(value);

type AgentErrorKey =
  | 'usernameTaken'
  | 'quotaExhausted'
  | 'downlineNotFound'
  | 'linkNotFound'
  | 'linkLimit'
  | 'contractNotFound'
  | 'contractAccepted'
  | 'insufficient'
  | 'notPayable';

const AGENT_ERRORS: Record<string, AgentErrorKey> = {
  [agentErrorCodes.usernameTaken]: 'usernameTaken',
  [agentErrorCodes.quotaExhausted]: 'quotaExhausted',
  [agentErrorCodes.downlineNotFound]: 'downlineNotFound',
  [agentErrorCodes.affiliateUrlNotFound]: 'linkNotFound',
  [agentErrorCodes.affiliateUrlLimit]: 'linkLimit',
  [agentErrorCodes.contractNotFound]: 'contractNotFound',
  [agentErrorCodes.contractAlreadyAccepted]: 'contractAccepted',
  [walletErrorCodes.insufficientBalance]: 'insufficient',
  [agentErrorCodes.dividendNotPayable]: 'notPayable',
};

/**
 * What to tell the agent about a failed agent call. Rate refusals keep the server's text, which
 * names each product and its limit.
 */
export function useAgentErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        const own = AGENT_ERRORS[error.errorCode];
        if (own) return t(`agentPages.error.${own}`);
      }
      const m = describeError(error);
      return 'key' in m ? t(m.key) : m.text;
    },
    [t],
  );
}

/**
 * A query's states (`QueryStates`) in the agent pages' looks: loading keeps the content's shape
 * (skeleton), failure offers to try again.
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  emptyIcon = 'search',
  failed,
  children,
}: {
  query: UseQueryResult<T, Error>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  emptyIcon?: IconName;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryStates
      query={query}
      data={query.data}
      isEmpty={isEmpty}
      empty={empty ? <EmptyState icon={emptyIcon} title={empty} /> : undefined}
      loading={
        <div role="status" aria-label={t('common.loading')} className={styles.loading}>
          <Skeleton aspectRatio={4} />
          <Skeleton aspectRatio={4} />
        </div>
      }
      failed={failed}
    >
      {children}
    </QueryStates>
  );
}

/** Why a typed rate cannot be sent. */
export type RateProblem = 'notNumber' | RebateProblem['problem'];

/** Rates as text fields keep what the agent typed; numbers are read when sending. */
export type RateDraft = Record<string, string>;

export const draftOf = (rates: readonly RebateRate[]): RateDraft =>
  Object.fromEntries(rates.map((r) => [r.productType, String(r.rate)]));

/** Reads a draft against the agent's own rates: the rates to send, or a message per product. */
export function readDraft(
  draft: RateDraft,
  own: readonly RebateRate[],
): { rates: { productType: ProductType; rate: number }[]; problems: Record<string, RateProblem> } {
  const rates: { productType: ProductType; rate: number }[] = [];
  const problems: Record<string, RateProblem> = {};
  for (const r of own) {
    const text = (draft[r.productType] ?? '').trim();
    const rate = text === '' ? 0 : Number(text);
    if (!Number.isFinite(rate)) {
      problems[r.productType] = 'notNumber';
      continue;
    }
    const problem = rebateProblems([{ productType: r.productType, rate }], own)[0];
    if (problem) problems[r.productType] = problem.problem;
    else rates.push({ productType: r.productType as ProductType, rate });
  }
  return { rates, problems };
}

/** One field per product the agent has, each at most the agent's own rate. */
export function RateFields({
  own,
  draft,
  problems,
  onChange,
}: {
  own: readonly RebateRate[];
  draft: RateDraft;
  problems: Record<string, RateProblem>;
  onChange: (draft: RateDraft) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.rateFields} aria-describedby={`${id}-hint`}>
      <legend className={styles.heading}>{t('agentPages.rates.legend')}</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('agentPages.rates.hint', { step: REBATE_STEP })}
      </p>
      {own.map((r) => {
        const problem = problems[r.productType];
        return (
          <TextField
            key={r.productType}
            label={t('agentPages.rates.field', {
              product: t(`agentPages.product.${r.productType as ProductType}`),
            })}
            hint={t('agentPages.rates.ceiling', { rate: r.rate })}
            inputMode="decimal"
            value={draft[r.productType] ?? ''}
            onChange={(e) => onChange({ ...draft, [r.productType]: e.target.value })}
            error={problem ? t(`agentPages.rates.problem.${problem}`, { rate: r.rate }) : undefined}
            endSlot={<span aria-hidden="true">%</span>}
          />
        );
      })}
    </fieldset>
  );
}

/** Rates as a compact list: "Slots 1.2% · Live 0.5% …". */
export function RateList({ rates }: { rates: readonly RebateRate[] }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.rateList}>
      {rates.map((r) => (
        <div key={r.productType} className={styles.rateItem}>
          <dt>{t(`agentPages.product.${r.productType as ProductType}`)}</dt>
          <dd>{r.rate}%</dd>
        </div>
      ))}
    </dl>
  );
}

/** A moment on the operator's clock (Manila, UTC+8): `YYYY-MM-DD HH:MM`. */
export const manilaTime = (epochMs: number) =>
  new Date(epochMs + OPERATOR_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
