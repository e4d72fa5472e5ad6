import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brokenImage } from '../../stories-assets/art';
import { sampleProviders } from '../../stories-assets/providers';
import { vars } from '../../theme/contract.css';
import { ProviderStrip } from './ProviderStrip';
import { select } from '../../storybook/controls';

const meta = {
  title: 'Product/ProviderStrip',
  component: ProviderStrip,
  argTypes: { variant: select(['scroll', 'row']) },
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    providers: sampleProviders,
    onValueChange: fn(),
    title: 'Providers',
    moreLabel: 'More',
    moreHref: '#provider',
  },
  decorators: [
    (Story) => (
      <div
        style={{
          maxWidth: vars.size.columnMax,
          marginInline: 'auto',
          paddingBlock: vars.space.s16,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProviderStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every vendor in a sideways-scrolling row. */
export const ScrollRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'JILI' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('JILI');
  },
};
/** The first four share the width; "more" leads to all providers. */
export const Row: Story = { args: { variant: 'row', limit: 4, moreHref: '#provider' } };
export const WithSelection: Story = { args: { value: 'PG' } };
/** A logo that fails to load (and one with none) shows the vendor name. */
export const LogoFallback: Story = {
  args: {
    providers: [
      { ...sampleProviders[0]!, logoUrl: brokenImage },
      { ...sampleProviders[1]!, logoUrl: null },
      ...sampleProviders.slice(2),
    ],
  },
};
export const WithoutHeader: Story = { args: { title: undefined, moreLabel: undefined } };
