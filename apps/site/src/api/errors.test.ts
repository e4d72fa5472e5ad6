import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, SchemaError } from '@playdeck/contract';
import { describeError } from './errors';

describe('describeError', () => {
  it('tells the player to log in when the session is gone', () => {
    expect(describeError(new ApiError('login.not.session', 401))).toEqual({
      key: 'error.notLoggedIn',
    });
    expect(describeError(new ApiError('something.else', 401))).toEqual({
      key: 'error.notLoggedIn',
    });
  });

  it('uses the catalogue for known platform codes', () => {
    expect(describeError(new ApiError('user.not.exist.or.disabled', 200, 'x'))).toEqual({
      key: 'error.userMissing',
    });
    expect(describeError(new ApiError('function.not.available', 400))).toEqual({
      key: 'error.noPermission',
    });
  });

  it("shows the server's own message for other refusals", () => {
    expect(describeError(new ApiError('bonus.expired', 200, 'The bonus has expired'))).toEqual({
      text: 'The bonus has expired',
    });
  });

  it('never shows a bare code or a server failure as text', () => {
    expect(describeError(new ApiError('bonus.expired', 200))).toEqual({ key: 'error.unknown' });
    expect(describeError(new ApiError('http.502', 502))).toEqual({ key: 'error.unknown' });
    expect(describeError(new ApiError('x', 500, 'NullPointerException at …'))).toEqual({
      key: 'error.unknown',
    });
  });

  it('separates no connection from a slow server', () => {
    expect(describeError(new NetworkError('offline'))).toEqual({ key: 'error.network' });
    expect(describeError(new NetworkError('slow', true))).toEqual({ key: 'error.timeout' });
  });

  it('reports an answer that breaks the contract as an unknown error', () => {
    expect(describeError(new SchemaError('memberInfo', 'value.id', 'expected number'))).toEqual({
      key: 'error.unknown',
    });
    expect(describeError(new Error('boom'))).toEqual({ key: 'error.unknown' });
  });
});

describe('describeError for trial restrictions', () => {
  it('shows free_reject when the server refuses a trial account', () => {
    expect(
      describeError(new ApiError('free_reject', 403, 'Please login an actual account')),
    ).toEqual({
      key: 'free_reject',
    });
  });
});
