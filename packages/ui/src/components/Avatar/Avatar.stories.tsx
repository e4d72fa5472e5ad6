import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { select } from '../../storybook/controls';
import { size } from './Avatar.css';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  argTypes: { size: select(Object.keys(size)) },
  parameters: {
    docs: {
      description: {
        component:
          "The player's picture, or their initials on the accent gradient when there is none.\n\n**Do**\n- Pass the player's display name: the initials come from it.\n- Use `sm` in lists, `md` in the header, `lg` on the member centre.\n\n**Don't**\n- Put text or badges over the avatar: initials are already drawn there.\n",
      },
    },
  },
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
