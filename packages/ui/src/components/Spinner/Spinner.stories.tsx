import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';
import { select } from '../../storybook/controls';
import { spinnerSize } from './Spinner.css';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: select(Object.keys(spinnerSize)) },
  tags: ['autodocs'],
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
