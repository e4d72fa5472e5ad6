import { createRef, type ReactElement, type RefObject } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion/Accordion';
import { Avatar } from './Avatar/Avatar';
import { BalanceWidget } from './BalanceWidget/BalanceWidget';
import { BottomNav } from './BottomNav/BottomNav';
import { BrandLogo } from './BrandLogo/BrandLogo';
import { Button } from './Button/Button';
import { Checkbox } from './Checkbox/Checkbox';
import { DateRangeFilter } from './DateRangeFilter/DateRangeFilter';
import { EmptyState } from './EmptyState/EmptyState';
import { GameTile } from './GameTile/GameTile';
import { Greeting } from './Greeting/Greeting';
import { Icon } from './Icon/Icon';
import { IconButton } from './IconButton/IconButton';
import { MemberSummary } from './MemberSummary/MemberSummary';
import { MessageRow } from './MessageRow/MessageRow';
import { PasswordField } from './PasswordField/PasswordField';
import { ProviderStrip } from './ProviderStrip/ProviderStrip';
import { SearchField } from './SearchField/SearchField';
import { Skeleton } from './Skeleton/Skeleton';
import { SmsCountdownButton } from './SmsCountdownButton/SmsCountdownButton';
import { Tabs } from './Tabs/Tabs';
import { Spinner } from './Spinner/Spinner';
import { TextField } from './TextField/TextField';
import { ThemeToggle } from './ThemeToggle/ThemeToggle';
import { TopBar } from './TopBar/TopBar';
import { UnreadBadge } from './UnreadBadge/UnreadBadge';
import { VipProgress } from './VipProgress/VipProgress';
import { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';

const noop = () => {};

/** Each leaf component with a ref, and the element the ref must reach (decision 096). */
const leaves: [string, (ref: RefObject<null>) => ReactElement, string][] = [
  ['Accordion', (ref) => <Accordion ref={ref} items={[]} />, 'DIV'],
  ['Avatar', (ref) => <Avatar ref={ref} name="Maria Santos" />, 'SPAN'],
  [
    'BalanceWidget',
    (ref) => (
      <BalanceWidget ref={ref} amount={100} visible onToggleVisible={noop} onRefresh={noop} />
    ),
    'DIV',
  ],
  ['BottomNav', (ref) => <BottomNav ref={ref} items={[]} />, 'NAV'],
  ['BrandLogo', (ref) => <BrandLogo ref={ref} label="Playdeck" />, 'SPAN'],
  ['Button', (ref) => <Button ref={ref}>Log in</Button>, 'BUTTON'],
  ['Checkbox', (ref) => <Checkbox ref={ref} label="I agree" />, 'INPUT'],
  [
    'DateRangeFilter',
    (ref) => (
      <DateRangeFilter
        ref={ref}
        legend="Date range"
        presets={[]}
        activePreset={null}
        value={{ startDate: '2026-01-01', endDate: '2026-01-02' }}
        onPresetSelect={noop}
        onCustomApply={noop}
        startLabel="From"
        endLabel="To"
        applyLabel="Apply"
      />
    ),
    'FORM',
  ],
  ['EmptyState', (ref) => <EmptyState ref={ref} title="Nothing here" />, 'DIV'],
  ['GameTile', (ref) => <GameTile ref={ref} name="Gems" onLaunch={noop} />, 'DIV'],
  ['Greeting', (ref) => <Greeting ref={ref} greeting="Hello" name="Maria" />, 'P'],
  ['Icon', (ref) => <Icon ref={ref} name="search" />, 'svg'],
  ['IconButton', (ref) => <IconButton ref={ref} icon="close" label="Close" />, 'BUTTON'],
  ['MemberSummary', (ref) => <MemberSummary ref={ref} name="Maria" href="/m/me" />, 'A'],
  ['MessageRow', (ref) => <MessageRow ref={ref} icon="mail" title="Inbox" />, 'BUTTON'],
  ['PasswordField', (ref) => <PasswordField ref={ref} label="Password" />, 'INPUT'],
  ['ProviderStrip', (ref) => <ProviderStrip ref={ref} providers={[]} />, 'DIV'],
  ['SearchField', (ref) => <SearchField ref={ref} label="Search games" />, 'FORM'],
  ['Skeleton', (ref) => <Skeleton ref={ref} />, 'SPAN'],
  [
    'SmsCountdownButton',
    (ref) => (
      <SmsCountdownButton
        ref={ref}
        onRequest={noop}
        label="Send code"
        sendingLabel="Sending"
        sentLabel="Sent"
      />
    ),
    'BUTTON',
  ],
  ['Spinner', (ref) => <Spinner ref={ref} />, 'SPAN'],
  ['Tabs', (ref) => <Tabs ref={ref} label="Login method" items={[]} />, 'DIV'],
  ['TextField', (ref) => <TextField ref={ref} label="Username" />, 'INPUT'],
  ['ThemeToggle', (ref) => <ThemeToggle ref={ref} />, 'BUTTON'],
  ['TopBar', (ref) => <TopBar ref={ref} title="Wallet" />, 'HEADER'],
  ['UnreadBadge', (ref) => <UnreadBadge ref={ref} count={3} />, 'SPAN'],
  ['VipProgress', (ref) => <VipProgress ref={ref} value={40} />, 'DIV'],
  ['VisuallyHidden', (ref) => <VisuallyHidden ref={ref}>Search</VisuallyHidden>, 'SPAN'],
];

describe('every leaf component passes its ref on', () => {
  it.each(leaves)('%s', (_name, draw, tag) => {
    const ref = createRef<null>();
    render(draw(ref));
    expect((ref.current as Element | null)?.tagName).toBe(tag);
  });
});
