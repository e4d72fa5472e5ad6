import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { sampleProviders } from '../../stories-assets/providers';
import { ProviderPicker } from './ProviderPicker';

const meta = {
  title: 'Product/ProviderPicker',
  component: ProviderPicker,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Providers',
    providers: sampleProviders,
    value: [],
    defaultOpen: true,
    onValueChange: fn(),
    onReset: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ProviderPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithSelection: Story = { args: { value: ['JILI'] } };
export const Multiple: Story = { args: { multiple: true, value: ['PP', 'PG', 'EVO'] } };
/** Closed: the trigger opens it. */
export const Closed: Story = {
  args: {
    defaultOpen: false,
    trigger: (
      <Button tone="secondary" icon="filter">
        Providers
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Providers' }));
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Providers',
    });
    await userEvent.click(within(sheet).getByRole('button', { name: 'JILI' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(['JILI']);
  },
};
