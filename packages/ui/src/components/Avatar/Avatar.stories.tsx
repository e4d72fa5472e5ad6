import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ana Reyes' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
/** A picture that cannot load shows the initials, with no broken-image glyph. */
export const BrokenPicture: Story = { args: { src: '/no-such-avatar.png', size: 'lg' } };
export const SingleName: Story = { args: { name: 'lucky888', size: 'lg' } };
