import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Picker } from './Picker';

const meta = {
  title: 'Overlays/Picker',
  component: Picker,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Question type',
    defaultOpen: true,
    value: 'withdrawal',
    onValueChange: fn(),
    options: [
      { value: 'deposit', label: 'Deposit problem' },
      { value: 'withdrawal', label: 'Withdrawal issues' },
      { value: 'game', label: 'Game problem' },
      { value: 'service', label: 'Customer service question' },
      { value: 'agent', label: 'Application question', description: 'Apply to become an agent' },
      { value: 'other', label: 'Other problems' },
    ],
  },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NothingChosen: Story = { args: { value: null } };
export const WithIcons: Story = {
  args: {
    title: 'Language',
    value: 'en',
    options: [
      { value: 'en', label: 'English', icon: 'globe' },
      { value: 'ty', label: 'Tagalog', icon: 'globe' },
    ],
  },
};
export const FocusVisibleOption: Story = {
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog');
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Deposit problem' })).toHaveFocus();
  },
};
export const FromTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button tone="secondary">Choose question type</Button> },
  parameters: { layout: 'centered' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Choose question type' }),
    );
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};
