// Product (signature) and layout components. One line per component folder.
export * from './UnreadBadge';
export * from './VipProgress';
export * from './Greeting';
export * from './JackpotRoller';
export * from './BalanceWidget';
export * from './GameTile';
export * from './GameGrid';
export * from './NoticeTicker';
export * from './BottomNav';
export * from './CategoryStrip';
export * from './WinnerBoard';
export * from './MessageRow';
export * from './ProviderStrip';
export * from './ProviderPicker';
export * from './BannerCarousel';
export * from './DateRangeFilter';
