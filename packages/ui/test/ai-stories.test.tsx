import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as stories from '../src/shared/ai/ThinkingIndicator.stories.tsx';

const composed = composeStories(stories);

describe('Components/ThinkingIndicator stories', () => {
  let errors: MockInstance;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    errors.mockRestore();
  });

  const cases: [keyof typeof composed, string][] = [
    ['Default', 'White is thinking…'],
    ['Live', 'Black is thinking…'],
    ['Idle', ''],
    ['Chinese', '白棋思考中…'],
  ];
  for (const [name, text] of cases) {
    it(`renders ${name} as "${text}"`, () => {
      const Story = composed[name];
      const { container } = render(<Story />);
      expect(container.querySelector('.stonekit-thinking')?.textContent).toBe(text);
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it('is a status region only when live', () => {
    const { Live, Default } = composed;
    const { container } = render(
      <>
        <Live />
        <Default />
      </>,
    );
    expect(container.querySelectorAll('[role="status"]')).toHaveLength(1);
  });
});
