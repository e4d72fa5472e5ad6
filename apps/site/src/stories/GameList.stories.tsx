import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStoryMeta, type PageStoryParameters } from './pageStory';
import { SLOT_GAMES_PATH, slotGamesSeed } from './fixtures/slotGames';

const meta = {
  title: 'Pages/Game list',
  tags: ['page'],
  ...pageStoryMeta,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** The slot games (/m/slot-games): one of the game lists, which share this page. */
export const Slots: Story = {
  parameters: {
    page: {
      path: SLOT_GAMES_PATH,
      viewer: 'visitor',
      seeds: [slotGamesSeed],
    } satisfies PageStoryParameters,
  },
};
