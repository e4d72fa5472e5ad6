import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import '../tokens/build/aurum.css';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    skin: {
      description: 'Merchant skin',
      toolbar: { title: 'Skin', icon: 'paintbrush', items: ['aurum'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', skin: 'aurum' },
  decorators: [
    (Story, context) => {
      const { theme, skin } = context.globals as { theme: string; skin: string };
      useEffect(() => {
        document.documentElement.dataset.theme = theme;
        document.documentElement.dataset.skin = skin;
      }, [theme, skin]);
      return <Story />;
    },
  ],
  parameters: { layout: 'centered' },
};
export default preview;
