export * from './problems';
export * from './loginRules';
export * from './loginOptions';
export * from './passwordForms';
export * from './registration';
export * from './rememberedCredentials';
export * from './timings';
