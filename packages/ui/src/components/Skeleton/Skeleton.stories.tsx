import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { frame } from '../TextField/TextField.stories.css';
import { Skeleton } from './Skeleton';
import { inline, row, tiles } from './Skeleton.stories.css';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = { args: { aspectRatio: '16 / 7' } };
export const Text: Story = { args: { shape: 'text', lines: 3 } };
export const Circle: Story = { args: { shape: 'circle' } };
/** A loading game grid: square tiles with a name line under each. */
export const GameGrid: Story = {
  render: () => (
    <div className={tiles}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={row}>
          <Skeleton aspectRatio="1" />
          <Skeleton shape="text" width="80%" />
        </div>
      ))}
    </div>
  ),
};
export const ListRow: Story = {
  render: () => (
    <div className={inline}>
      <Skeleton shape="circle" />
      <Skeleton shape="text" lines={2} />
      <Skeleton width={vars.size.touch} height={vars.space.s24} />
    </div>
  ),
};
