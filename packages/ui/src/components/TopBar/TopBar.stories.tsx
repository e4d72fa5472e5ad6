import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { TopBar } from './TopBar';

const meta = {
  title: 'Primitives/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The page header: back or menu on the left, the page title or the merchant's logo in the middle, actions on the right.\n\n**Do**\n- Show the logo on home and the page title elsewhere.\n\n**Don't**\n- Put more than two actions on the right.\n",
      },
    },
  },
  args: { title: 'Announcements', onBack: fn() },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {};
export const TitleOnly: Story = { args: { onBack: undefined, title: 'Promotions' } };
export const WithEndControls: Story = {
  args: {
    title: 'Slot games',
    end: (
      <>
        <IconButton icon="search" label="Search games" />
        <IconButton icon="filter" label="Filter" />
      </>
    ),
  },
};
export const LongTitle: Story = {
  args: { title: 'Application question for agents and affiliates' },
};
export const FocusVisibleBack: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toHaveFocus();
  },
};
