import type { Preview } from '@storybook/react-vite';
import '@stonekit/ui/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
