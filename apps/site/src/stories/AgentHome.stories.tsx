import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_HOME_ROUTE } from '@playdeck/domain';
import { pageStoryMeta, type PageStoryParameters } from './pageStory';
import { agentHomeSeed } from './fixtures/agentHome';

const meta = {
  title: 'Pages/Agent home',
  tags: ['page'],
  ...pageStoryMeta,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** The agency centre (/m/agent) of an agent: today's team figures, notices and every tool. */
export const Agent: Story = {
  parameters: {
    page: {
      path: AGENT_HOME_ROUTE,
      viewer: 'agent',
      seeds: [agentHomeSeed],
    } satisfies PageStoryParameters,
  },
};
