import { describe, expect, it } from 'vitest';
import { e164PhoneNumber, verifierProblem } from './phoneVerification';

describe('phone numbers for the provider', () => {
  it('writes the national number after + and the dialling code', () => {
    expect(e164PhoneNumber('63', '917 123 4567')).toBe('+639171234567');
    expect(e164PhoneNumber('+63', '0917-123-4567')).toBe('+639171234567');
    expect(e164PhoneNumber('63', '+63 917 123 4567')).toBe('+639171234567');
    expect(e164PhoneNumber('65', '8123 4567')).toBe('+6581234567');
  });
});

describe("the verifier's refusals", () => {
  it('names what the form should say', () => {
    expect(verifierProblem('INVALID_CODE')).toBe('codeWrong');
    expect(verifierProblem('SESSION_EXPIRED')).toBe('codeExpired');
    expect(verifierProblem('TOO_MANY_ATTEMPTS_TRY_LATER')).toBe('tooFrequent');
    expect(verifierProblem('CAPTCHA_CHECK_FAILED')).toBe('humanCheckFailed');
    expect(verifierProblem('INVALID_PHONE_NUMBER')).toBe('mobileDigits');
    expect(verifierProblem('NETWORK')).toBe('unavailable');
  });
});
