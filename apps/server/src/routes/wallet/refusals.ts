import { walletErrorCodes } from '@playdeck/contract';
import { Failure } from '../../http/failure';

export const freeReject = () =>
  new Failure(
    walletErrorCodes.freeReject,
    403,
    'Please login an actual account to use this function',
  );
