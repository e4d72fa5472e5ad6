// The game lobby's bottom sheets, loaded after the lobby is usable (see LazyLobbySheets.tsx).
export { ProviderPicker } from '@playdeck/ui';
export { FilterPanel } from './FilterPanel';
