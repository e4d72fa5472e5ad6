export { ProviderStrip, type Provider, type ProviderStripProps } from './ProviderStrip';
export { ProviderTile, type ProviderTileProps } from './ProviderTile';
