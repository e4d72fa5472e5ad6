import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStoryMeta, type PageStoryParameters } from './pageStory';
import { loginSeed } from './fixtures/login';

const meta = {
  title: 'Pages/Log in',
  tags: ['page'],
  ...pageStoryMeta,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Log in (/m/login) as a visitor opens it: username and password, SMS code, social sign-in. */
export const LogIn: Story = {
  name: 'Log in',
  parameters: {
    page: { path: '/m/login', viewer: 'visitor', seeds: [loginSeed] } satisfies PageStoryParameters,
  },
};
