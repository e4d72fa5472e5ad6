import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleProviders } from '../../stories-assets/providers';
import { vars } from '../../theme/contract.css';
import { ProviderTile } from '../ProviderStrip/ProviderTile';
import { SlideCarousel } from './SlideCarousel';

const providerSlides = sampleProviders.map((p) => ({
  id: p.code,
  content: <ProviderTile provider={p} href={`#provider-${p.code}`} />,
}));

/**
 * Three slides per view, moving on every 8 s (spec 2 §9) with a pause button; stories keep
 * autoplay off so screenshots are stable, and the Autoplay story pauses it at once.
 */
const meta = {
  title: 'Product/SlideCarousel',
  component: SlideCarousel,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    slides: providerSlides,
    label: 'Providers',
    autoplay: false,
    previousLabel: 'Previous providers',
    nextLabel: 'Next providers',
    pauseLabel: 'Pause providers',
    playLabel: 'Play providers',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.size.columnMax, marginInline: 'auto', padding: vars.space.s16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlideCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Provider logos, three at a time, with previous and next. */
export const Providers: Story = {};
/** Autoplay with its pause control, paused straight away for a stable picture. */
export const AutoplayPaused: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause providers' }));
    await expect(canvas.getByRole('button', { name: 'Play providers' })).toBeInTheDocument();
  },
};
/** Every slide fits: no controls, nothing moves. */
export const AllInView: Story = { args: { slides: providerSlides.slice(0, 3), autoplay: true } };
