import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { VipProgress } from './VipProgress';

const meta = {
  title: 'Product/VipProgress',
  component: VipProgress,
  tags: ['autodocs'],
  args: { value: 0.62, labelName: 'VIP 3', label: 'VIP progress' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
  decorators: [
    (Story) => (
      <div style={{ width: vars.size.sidePanel }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VipProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Full: Story = { args: { value: 1, labelName: 'VIP 5' } };
/** No rank label yet: the bar is full and no chip shows. */
export const NoLabel: Story = { args: { value: 1, labelName: null } };
export const LongLabelName: Story = { args: { labelName: 'Diamond Elite Club Member' } };
