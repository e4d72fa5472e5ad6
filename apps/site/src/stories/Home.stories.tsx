import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStoryMeta, pressOnSight, type PageStoryParameters } from './pageStory';
import { homeSeed } from './fixtures/home';

const meta = {
  title: 'Pages/Home',
  tags: ['page'],
  ...pageStoryMeta,
  // The jackpot grows every 3-5 s: the visual suite's captures hold it at its first figure.
  loaders: [
    ...pageStoryMeta.loaders,
    () => {
      pressOnSight('games.home.jackpotPause');
      return {};
    },
  ],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Home (/m/home) before logging in: log in and sign up in the header, every block below. */
export const Visitor: Story = {
  parameters: {
    page: { path: '/m/home', viewer: 'visitor', seeds: [homeSeed] } satisfies PageStoryParameters,
  },
};

/** Home of a signed-in member: balance and VIP level, the bell, hearts, recently played. */
export const Member: Story = {
  parameters: {
    page: { path: '/m/home', viewer: 'member', seeds: [homeSeed] } satisfies PageStoryParameters,
  },
};
