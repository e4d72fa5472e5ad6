import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';
import { iconNames } from './iconPaths';
import { gallery, galleryCell, galleryName } from './Icon.stories.css';
import { select } from '../../storybook/controls';
import { iconSize } from './Icon.css';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'home', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: select(Object.keys(iconSize)),
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Labelled: Story = { args: { name: 'warning', label: 'Warning' } };
export const Small: Story = { args: { size: 'sm' } };

/** The whole set, for designers reviewing stroke weight and balance. */
export const AllIcons: Story = {
  render: (args) => (
    <ul className={gallery}>
      {iconNames.map((name) => (
        <li key={name} className={galleryCell}>
          <Icon name={name} size={args.size} />
          <span className={galleryName}>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
