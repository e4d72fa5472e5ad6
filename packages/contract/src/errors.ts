import { isSessionLoss } from './sessionLoss';

/** The server answered, but refused: `success:false` or an HTTP error carrying an `errorCode`. */
export class ApiError extends Error {
  override name = 'ApiError';
  /**
   * The refusal says the session is over, in any of the platform's forms (api-contract §8 #8):
   * HTTP 401, `message: "CUSTOMER_NOT_LOGIN"`, or a session error code at any status.
   */
  readonly sessionLost: boolean;
  constructor(
    readonly errorCode: string,
    readonly status: number,
    message?: string | null,
    readonly value: unknown = null,
  ) {
    super(message || errorCode);
    this.sessionLost = isSessionLoss(status, errorCode, message);
  }
}

/** The answer did not match the contract; `field` names the first path that failed. */
export class SchemaError extends Error {
  override name = 'SchemaError';
  constructor(
    readonly callId: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${callId}: unexpected answer at "${field}": ${detail}`);
  }
}

/** No answer: offline, DNS, connection refused, or the request timed out. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}
