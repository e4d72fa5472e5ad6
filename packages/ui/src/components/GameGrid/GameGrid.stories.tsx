import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { sampleGames } from '../../stories-assets/games';
import { vars } from '../../theme/contract.css';
import { GameGrid } from './GameGrid';

const meta = {
  title: 'Product/GameGrid',
  component: GameGrid,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    games: sampleGames.slice(0, 9),
    label: 'Hot games',
    onLaunch: fn(),
    onToggleFavourite: fn(),
  },
  decorators: [
    (Story) => (
      <div
        style={{
          maxWidth: vars.size.columnMax,
          marginInline: 'auto',
          padding: vars.space.s16,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NineGames: Story = {};
export const WithMore: Story = {
  args: {
    games: sampleGames,
    more: (
      <Button tone="secondary" onClick={fn()}>
        More games
      </Button>
    ),
  },
};
/** Every other game offers free play: the button shows only on those. */
export const WithFreePlay: Story = {
  args: {
    games: sampleGames.map((g) => ({ ...g, freePlayLabel: 'Free play' })),
    onFreePlay: fn(),
    offersFreePlay: (g) => Number(g.id.replace(/\D/g, '')) % 2 === 0,
  },
};
export const Favourites: Story = {
  args: { games: sampleGames.slice(0, 6).map((g) => ({ ...g, favourite: true })) },
};
export const Empty: Story = {
  args: {
    games: [],
    empty: (
      <EmptyState
        icon="gamepad"
        title="No games found"
        hint="Try another provider or clear the search."
        titleAs="p"
      />
    ),
  },
};
