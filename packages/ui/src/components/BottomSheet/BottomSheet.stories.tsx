import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { BottomSheet } from './BottomSheet';
import { list, row } from './BottomSheet.stories.css';

const questionTypes = [
  'Deposit problem',
  'Withdrawal issues',
  'Game problem',
  'Customer service question',
  'Application question (apply agent)',
  'Other problems',
];

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A sheet that slides up from the bottom for choices and short forms (pick a provider, filter records).\n\n**Do**\n- Keep the main action at the bottom, where the thumb is.\n- Let the player drag it down or tap outside to close (it does).\n\n**Don't**\n- Use it for a message that needs an answer: use a Dialog.\n",
      },
    },
  },
  args: {
    title: 'Question type',
    defaultOpen: true,
    onOpenChange: fn(),
    children: (
      <ul className={list}>
        {questionTypes.map((q) => (
          <li key={q} className={row}>
            {q}
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithDescription: Story = {
  args: { description: 'Choose what your feedback is about.' },
};
export const WithFooter: Story = {
  args: {
    title: 'Providers',
    footer: (
      <>
        <Button tone="secondary" block>
          Reset
        </Button>
        <Button block>Confirm</Button>
      </>
    ),
  },
};
export const LongContent: Story = {
  args: {
    title: 'Terms',
    children: (
      <ul className={list}>
        {Array.from({ length: 30 }, (_, i) => (
          <li key={i} className={row}>
            Clause {i + 1}: players must be 18 or older to register and play.
          </li>
        ))}
      </ul>
    ),
  },
};
/** Tab from the opened sheet lands on the close button, with the focus ring showing. */
export const FocusVisible: Story = {
  play: async () => {
    const close = await within(document.body).findByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};
export const OpenedFromTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button>Choose question type</Button> },
  parameters: { layout: 'centered' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Choose question type' }),
    );
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};
