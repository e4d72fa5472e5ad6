import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../TextField/TextField.stories.css';
import { Tabs } from './Tabs';
import { select } from '../../storybook/controls';

const panel = (text: string) => <p>{text}</p>;

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  argTypes: { variant: select(['underline', 'segmented']) },
  parameters: {
    docs: {
      description: {
        component:
          "Switches between views of one page (Deposit / Withdraw, Today / This week). `underline` under a page title; `segmented` inside a card.\n\n**Do**\n- Keep tab labels to one or two words; check them in TY, where words are longer.\n- Keep the number of tabs that fit a 360 px phone: about four.\n\n**Don't**\n- Use tabs to move between pages: that is the bottom navigation.\n- Mix both variants on one screen.\n",
      },
    },
  },
  tags: ['autodocs'],
  args: {
    label: 'Login method',
    items: [
      {
        value: 'username',
        label: 'Username',
        icon: 'user',
        content: panel('Username and password'),
      },
      {
        value: 'sms',
        label: 'SMS login',
        icon: 'message',
        content: panel('Mobile number and code'),
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Segmented: Story = { args: { variant: 'segmented' } };
export const SegmentedSecondSelected: Story = {
  args: { variant: 'segmented', defaultValue: 'sms' },
};
export const Underline: Story = {
  args: {
    label: 'Promotion category',
    items: [
      'All',
      'New player',
      'Deposit',
      'App download',
      'Slots',
      'Live',
      'Sports',
      'Fishing',
      'Rebate',
      'Other',
    ].map((l) => ({ value: l, label: l, content: panel(`${l} promotions`) })),
  },
};
export const WithDisabled: Story = {
  args: {
    items: [
      { value: 'all', label: 'All', content: panel('All games') },
      { value: 'recent', label: 'Recent', content: panel('Recent games'), disabled: true },
      { value: 'hot', label: 'Hot', content: panel('Hot games') },
    ],
    label: 'Game list',
  },
};
export const FocusVisible: Story = {
  args: { variant: 'segmented' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('tab', { name: 'SMS login' })).toHaveFocus();
  },
};
