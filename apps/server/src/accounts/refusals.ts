import { errorMessages, type ErrorCode } from '@playdeck/contract';
import { Failure } from '../http/failure';

/** A business refusal (HTTP 200, `success:false`) with the catalogue's message. */
export function refuse(code: ErrorCode, value: unknown = null, status = 200): Failure {
  return new Failure(code, status, errorMessages[code], value);
}

/** A whitelabel flag is off for this operator: 403 `function.not.available`. */
export function featureOff(): Failure {
  return refuse('function.not.available', null, 403);
}

/** Trial accounts may not use this: 403 `free_reject`. */
export function trialRefused(): Failure {
  return refuse('free_reject', null, 403);
}
