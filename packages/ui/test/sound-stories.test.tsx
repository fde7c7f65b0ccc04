import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as stories from '../src/shared/sound/SoundToggle.stories.tsx';

const composed = composeStories(stories);

describe('Controls/SoundToggle stories', () => {
  let errors: MockInstance;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    errors.mockRestore();
  });

  const cases: [keyof typeof composed, string, 'true' | 'false'][] = [
    ['On', 'Sound', 'true'],
    ['Off', 'Sound', 'false'],
    ['IconOnly', 'Sound', 'true'],
    ['Chinese', '声音', 'true'],
    ['Remembered', 'Sound', 'true'],
  ];
  for (const [name, label, pressed] of cases) {
    it(`renders ${name} as a toggle named ${label}, aria-pressed ${pressed}`, () => {
      const Story = composed[name];
      render(<Story />);
      const button = screen.getByRole('button', { name: label });
      expect(button.getAttribute('aria-pressed')).toBe(pressed);
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it('renders the sound board with a button per sound, silent where there is no Web Audio', async () => {
    const user = userEvent.setup();
    const { SoundBoardStory } = composed;
    render(<SoundBoardStory />);
    for (const name of ['place', 'illegal', 'win', 'loss', 'draw', 'tick', 'start']) {
      expect(screen.getByRole('button', { name })).toBeDefined();
    }
    await user.click(screen.getByRole('button', { name: 'flip ×6' }));
    expect(screen.getByText(/^flip: silent/)).toBeDefined();
    expect(errors).not.toHaveBeenCalled();
  });
});
