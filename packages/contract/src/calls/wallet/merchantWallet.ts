import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { looseBool } from '../shared';

/**
 * The merchant's wallet mode (api-contract §4 `GCS_merchantWallet`): `isSingle` true when every
 * game plays from the one main wallet; false when each vendor has a wallet of its own, and money
 * moves between them with {@link walletTransfer}.
 */
export const merchantWallet = defineCall({
  id: 'merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ isSingle: looseBool }),
});
