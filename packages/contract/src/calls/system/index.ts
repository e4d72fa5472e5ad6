// Site status, registration settings, countries.
import { registerSettings } from './registerSettings';
import { systemCountry } from './systemCountry';
import { systemStatus } from './systemStatus';

export * from './shared';
export * from './systemStatus';
export * from './registerSettings';
export * from './systemCountry';

export const systemCalls = { systemStatus, registerSettings, systemCountry } as const;
