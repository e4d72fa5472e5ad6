import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../TextField/TextField.stories.css';
import { SearchField } from './SearchField';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    label: 'Search games',
    placeholder: 'Search by game name',
    onValueChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { defaultValue: 'Fortune gems' } };
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('searchbox')).toHaveFocus();
  },
};
export const SubmitsOnEnter: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'baccarat{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('baccarat');
  },
};
