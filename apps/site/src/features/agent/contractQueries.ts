import { useApiQuery } from '../../api/hooks';
import { shellCalls } from '../../api/shellCalls';

/**
 * Contract offers waiting for the agent. Silent: the prompt simply does not show on failure. Apart
 * from ./queries because home runs this prompt: importing ./queries would bring the agent pages'
 * calls into home's first load.
 */
export const useContractIndicators = (enabled: boolean) =>
  useApiQuery(shellCalls.contractIndicators, {}, { silent: true, enabled });
