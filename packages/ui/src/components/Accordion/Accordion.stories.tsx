import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../TextField/TextField.stories.css';
import { Accordion } from './Accordion';
import { dates, title } from './Accordion.stories.css';

const header = (name: string, when: string) => (
  <>
    <span className={title}>{name}</span>
    <span className={dates}>{when}</span>
  </>
);

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: {
    onValueChange: fn(),
    items: [
      {
        id: 'welcome',
        header: header('Welcome bonus 100%', '03/01/2025 - 03/31/2025'),
        content: <p>Deposit ₱500 or more on your first day and we match it, up to ₱5,000.</p>,
      },
      {
        id: 'rebate',
        header: header('Daily slots rebate', '03/01/2025 · Long term'),
        content: <p>Up to 1.2% of every slots bet back, paid at midnight.</p>,
      },
      {
        id: 'app',
        header: header('Download the app', '03/15/2025'),
        content: <p>Get up to ₱599 when you log in from the app for the first time.</p>,
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
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OneOpen: Story = { args: { defaultValue: 'rebate' } };
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('button')[0]).toHaveFocus();
  },
};
export const OpensOnTap: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('button')[0]!;
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};
