import { logout, whitelabelMenu } from '@playdeck/contract';
import { useApiMutation, useApiQuery } from '../api/hooks';

/** The merchant's whitelabel menu, asked afresh each time a menu screen opens. Silent. */
export const useWhitelabelMenu = () =>
  useApiQuery(whitelabelMenu, {}, { silent: true, staleTime: 0 });

/** The logout call; its failure is for the sign-out to judge (a lost session counts as out). */
export const useLogout = () => useApiMutation(logout, { silent: true });
