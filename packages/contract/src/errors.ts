/** The server answered, but refused: `success:false` or an HTTP error carrying an `errorCode`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly errorCode: string,
    readonly status: number,
    message?: string | null,
    readonly value: unknown = null,
  ) {
    super(message || errorCode);
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
