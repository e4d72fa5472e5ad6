import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkinStudio } from './SkinStudio';

/**
 * For operators: pick a merchant's colours (per mode), font and corner radii, see components and a
 * log in and a home screen update in both modes with the contrast verdicts, and export the skin
 * folder. The export builds with no code (tokens/test/studio.test.ts).
 */
const meta = {
  title: 'Designers/Skin studio',
  component: SkinStudio,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof SkinStudio>;
export default meta;

export const Studio: StoryObj<typeof meta> = {};
