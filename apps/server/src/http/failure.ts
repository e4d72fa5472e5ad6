/**
 * A refusal a handler means to give: becomes `{success:false, errorCode, message, value}`.
 * Business failures are HTTP 200 on this platform (e.g. a failed login carrying the captcha flag);
 * session problems 401; malformed input 400.
 */
export class Failure extends Error {
  constructor(
    readonly errorCode: string,
    readonly status = 200,
    message?: string,
    readonly value: unknown = null,
  ) {
    super(message ?? errorCode);
  }
}
