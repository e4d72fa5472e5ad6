import { securityInfo, setPaymentPassword, withdrawalInfo } from '@playdeck/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks';

export const useSecurityInfo = () => useApiQuery(securityInfo, {});

/** Sets or changes the payment password; the security centre and withdrawal form learn of it. */
export const useSetPaymentPassword = () =>
  useApiMutation(setPaymentPassword, { invalidates: [securityInfo, withdrawalInfo] });
