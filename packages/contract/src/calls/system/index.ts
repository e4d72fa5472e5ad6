// Site status, registration settings, countries.
import { registerSettings } from './registerSettings';
import { systemCountry } from './systemCountry';
import { systemStatus } from './systemStatus';
import { whitelabelMenu } from './whitelabelMenu';
import { domainRoute } from './domainRoute';

export * from './shared';
export * from './systemStatus';
export * from './registerSettings';
export * from './systemCountry';
export * from './whitelabelMenu';
export * from './domainRoute';

export const systemCalls = {
  systemStatus,
  registerSettings,
  systemCountry,
  whitelabelMenu,
  domainRoute,
} as const;
