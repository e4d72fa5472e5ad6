import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../TextField/TextField.stories.css';
import { CaptchaField } from './CaptchaField';
import { sampleCaptcha } from './sampleCaptcha';

const meta = {
  title: 'Primitives/CaptchaField',
  component: CaptchaField,
  tags: ['autodocs'],
  args: {
    label: 'Captcha',
    placeholder: 'Enter the digits',
    image: sampleCaptcha,
    onRefresh: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptchaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TapRefreshes: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'New captcha picture' }),
    );
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const Filled: Story = { args: { defaultValue: '482719' } };
export const LoadingPicture: Story = { args: { imageLoading: true } };
export const PictureFailed: Story = { args: { image: undefined, imageError: 'Tap to retry' } };
export const Error: Story = { args: { error: 'Enter a captcha' } };
export const FocusVisiblePicture: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true } };
