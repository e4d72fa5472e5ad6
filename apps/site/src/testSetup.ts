import { i18n } from './i18n';

// Pages render after TY's page texts have arrived (withPageTexts); so do the components under test.
await i18n.loadAll();
