import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brokenImage, gameArt } from '../../stories-assets/art';
import { vars } from '../../theme/contract.css';
import { GameTile } from './GameTile';

const meta = {
  title: 'Product/GameTile',
  component: GameTile,
  parameters: {
    docs: {
      description: {
        component:
          "A game in a list: its artwork (or a themed gradient while it loads or when it has none), name, provider and a hot ribbon.\n\n**Do**\n- Pass the provider's artwork URL; the tile falls back to the gradient by itself.\n- Keep names as the provider writes them.\n\n**Don't**\n- Draw text over the artwork: the name goes under it.\n",
      },
    },
  },
  tags: ['autodocs'],
  args: {
    name: 'Sweet Bonanza',
    vendor: 'Pragmatic Play',
    imageUrl: gameArt(0, 'Sweet Bonanza'),
    gameType: 'RNG',
    isHot: 0,
    hotLabel: 'Hot',
    favourite: false,
    tileTheme: 1,
    onLaunch: fn(),
    onToggleFavourite: fn(),
  },
  argTypes: { tileTheme: { control: 'inline-radio', options: [1, 2, 3, 4] } },
  decorators: [
    (Story) => (
      <div style={{ width: `calc(${vars.space.s64} * 2)` }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite Sweet Bonanza' }));
    await expect(args.onToggleFavourite).toHaveBeenCalled();
    await expect(args.onLaunch).not.toHaveBeenCalled();
  },
};
export const Hot: Story = { args: { isHot: 1 } };
export const Favourite: Story = { args: { favourite: true } };
export const HotAndFavourite: Story = { args: { isHot: 1, favourite: true } };
/** Lottery types (LOTT, ELOTT) carry no heart. */
export const Lottery: Story = {
  args: {
    name: 'Pinoy Lotto 6/42',
    vendor: 'PCSO Draw',
    gameType: 'LOTT',
    imageUrl: gameArt(3, 'Pinoy Lotto'),
  },
};
/** The artwork failed and there is no fallback image: the game glyph shows on the theme gradient. */
export const ImageError: Story = { args: { imageUrl: brokenImage, tileTheme: 2 } };
export const ImageErrorWithFallback: Story = {
  args: { imageUrl: brokenImage, fallbackImageUrl: gameArt(6, 'Default game') },
};
export const LongName: Story = {
  args: { name: 'Wild Bounty Showdown Megaways Deluxe', vendor: 'PG Soft Entertainment' },
};
/** A game with free play: a button on the artwork's lower corner, apart from the launch. */
export const WithFreePlay: Story = {
  args: { onFreePlay: fn(), freePlayLabel: 'Free play' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Free play Sweet Bonanza' }));
    await expect(args.onFreePlay).toHaveBeenCalled();
    await expect(args.onLaunch).not.toHaveBeenCalled();
  },
};
/** Themes 1-4: the gradients behind artwork, shown without artwork so they are visible. */
export const Theme1: Story = { args: { imageUrl: null, tileTheme: 1 } };
export const Theme2: Story = { args: { imageUrl: null, tileTheme: 2 } };
export const Theme3: Story = { args: { imageUrl: null, tileTheme: 3 } };
export const Theme4: Story = { args: { imageUrl: null, tileTheme: 4 } };
