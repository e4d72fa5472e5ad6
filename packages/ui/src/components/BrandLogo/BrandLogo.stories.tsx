import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandLogo } from './BrandLogo';

const meta = {
  title: 'Theming/BrandLogo',
  component: BrandLogo,
  args: { label: 'Playdeck' },
} satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Switch the Skin toolbar (or pick "all") to see each skin's logo; no code differs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Playdeck' })).toBeVisible();
  },
};

export const EverySkinAndMode: Story = { globals: { skin: 'all', theme: 'all' } };
