import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { Greeting } from './Greeting';

const meta = {
  title: 'Product/Greeting',
  component: Greeting,
  tags: ['autodocs'],
  args: { greeting: 'Good evening', name: 'juan_dc' },
  decorators: [
    (Story) => (
      <div style={{ width: vars.size.sidePanel }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Greeting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Morning: Story = { args: { greeting: 'Good morning' } };
export const Afternoon: Story = { args: { greeting: 'Good afternoon' } };
export const Evening: Story = {};
export const LongName: Story = { args: { name: 'maria_clara_delos_santos_1987' } };
