import { describe, expect, it } from 'vitest';
import { SystemStatus, systemStatusOf } from './systemStatus';

describe('systemStatusOf', () => {
  it('is normal when neither flag is set', () => {
    expect(systemStatusOf({ maintenance: false, regionRestriction: false })).toBe(
      SystemStatus.Normal,
    );
    expect(systemStatusOf({})).toBe(0);
  });
  it('is maintenance when the platform is in maintenance', () => {
    expect(systemStatusOf({ maintenance: true, regionRestriction: false })).toBe(1);
  });
  it('is maintenance when both maintenance and region restriction apply', () => {
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1);
  });
  it('is access restricted for a region restriction alone', () => {
    expect(systemStatusOf({ maintenance: false, regionRestriction: true })).toBe(2);
  });
});
