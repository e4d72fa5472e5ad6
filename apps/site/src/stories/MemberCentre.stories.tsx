import type { Meta, StoryObj } from '@storybook/react-vite';
import { MEMBER_CENTRE_ROUTE } from '@playdeck/domain';
import { pageStoryMeta, type PageStoryParameters } from './pageStory';
import { memberCentreSeed } from './fixtures/memberCentre';

const meta = {
  title: 'Pages/Member centre',
  tags: ['page'],
  ...pageStoryMeta,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** The member centre (/m/member/home) of a signed-in player: balance, VIP progress, every menu. */
export const Member: Story = {
  parameters: {
    page: {
      path: MEMBER_CENTRE_ROUTE,
      viewer: 'member',
      seeds: [memberCentreSeed],
    } satisfies PageStoryParameters,
  },
};
