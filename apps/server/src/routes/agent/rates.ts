import { agentErrorCodes } from '@playdeck/contract';
import { rebateProblems } from '@playdeck/domain';
import { Failure } from '../../http/failure';
import { fullRebates, type Rebates } from '../../store/agents';

/** Refuses rates above the agent's own (naming each product) and fills the missing ones with 0. */
export function checkedRates(
  own: Rebates,
  requested: readonly { productType: string; rate: number }[],
): Rebates {
  const problems = rebateProblems(requested, own);
  if (problems.length)
    throw new Failure(
      agentErrorCodes.rebateAboveOwn,
      200,
      problems
        .map((p) =>
          p.problem === 'aboveOwnRate'
            ? `${p.productType}: at most ${p.ceiling}%`
            : `${p.productType}: ${p.problem === 'offStep' ? 'use steps of 0.1%' : 'not allowed'}`,
        )
        .join('; '),
      problems,
    );
  return fullRebates(requested);
}
