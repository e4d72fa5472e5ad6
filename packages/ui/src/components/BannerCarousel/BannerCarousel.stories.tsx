import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brokenImage } from '../../stories-assets/art';
import { sampleBanners } from '../../stories-assets/banners';
import { vars } from '../../theme/contract.css';
import { BannerCarousel } from './BannerCarousel';

/** Stories keep autoplay off so screenshots are stable; the Autoplay story pauses it at once. */
const meta = {
  title: 'Product/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    banners: sampleBanners,
    onSlideClick: fn(),
    label: 'Promotions',
    autoplay: false,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.size.columnMax, marginInline: 'auto', padding: vars.space.s16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralBanners: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: sampleBanners[0]!.alt }));
    await expect(args.onSlideClick).toHaveBeenCalledWith(sampleBanners[0]);
  },
};
/** One banner: no loop, no autoplay, no arrows or pagination. */
export const SingleBanner: Story = { args: { banners: sampleBanners.slice(0, 1), autoplay: true } };
/** The second banner's image fails: it is dropped and two remain. */
export const BrokenImageHidden: Story = {
  args: {
    banners: [
      sampleBanners[0]!,
      { ...sampleBanners[1]!, imageUrl: brokenImage },
      sampleBanners[2]!,
    ],
  },
};
/** Autoplay with its pause control, paused straight away for a stable picture. */
export const AutoplayPaused: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause banners' }));
    await expect(canvas.getByRole('button', { name: 'Play banners' })).toBeInTheDocument();
  },
};
/** Reduced motion: no autoplay and no sliding, arrows still work. */
export const ReducedMotion: Story = { args: { autoplay: true, reducedMotion: true } };
