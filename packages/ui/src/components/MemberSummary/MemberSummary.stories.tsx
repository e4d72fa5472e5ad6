import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { MemberSummary } from './MemberSummary';

const meta = {
  title: 'Product/MemberSummary',
  component: MemberSummary,
  tags: ['autodocs'],
  args: {
    name: 'Maria',
    labelName: 'VIP 3',
    progress: 0.64,
    progressLabel: 'VIP progress',
    href: '/m/member/home',
  },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
  decorators: [
    (Story) => (
      <div style={{ width: vars.size.sidePanel }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Maria/ });
    await expect(link).toHaveAttribute('href', '/m/member/home');
  },
};
/** No VIP label yet: the bar is full, no chip. */
export const NoLabel: Story = { args: { labelName: null, progress: 1 } };
/** A long nickname ends in an ellipsis; the progress keeps its place. */
export const LongName: Story = { args: { name: 'Maria Clara de los Santos Villanueva' } };
/** An account without a VIP rank (a trial account): an empty ring, a label that says what to do. */
export const WithoutRank: Story = {
  args: {
    name: 'trial4242',
    labelName: 'Trial · Register now',
    progress: undefined,
    href: '/m/register',
  },
};
