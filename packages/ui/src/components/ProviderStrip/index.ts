export { ProviderStrip, type Provider, type ProviderStripProps } from './ProviderStrip';
