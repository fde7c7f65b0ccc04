import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { soundMessagesZh } from '../src/shared/sound/messages.ts';
import { SoundToggle } from '../src/shared/sound/SoundToggle.tsx';

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, options);
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** An app that holds the setting itself and shows it beside the toggle. */
function Owner() {
  const [muted, setMuted] = useState(true);
  return (
    <>
      <SoundToggle muted={muted} onMutedChange={setMuted} />
      <output>{muted ? 'silent' : 'audible'}</output>
    </>
  );
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SoundToggle', () => {
  it('is a button named Sound, pressed while sound is on', () => {
    render(<SoundToggle />);
    const button = screen.getByRole('button', { name: 'Sound' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.dataset.state).toBe('on');
  });

  it('starts off with defaultMuted, not pressed', () => {
    render(<SoundToggle defaultMuted />);
    const button = screen.getByRole('button', { name: 'Sound' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.dataset.state).toBe('off');
  });

  it('turns sound off and on again when pressed, and says so', async () => {
    const user = userEvent.setup();
    const onMutedChange = vi.fn();
    render(<SoundToggle onMutedChange={onMutedChange} />);
    const button = screen.getByRole('button', { name: 'Sound' });
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.dataset.state).toBe('off');
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(onMutedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a speaker with waves when on, struck through when off, hidden from screen readers', async () => {
    const user = userEvent.setup();
    const { container } = render(<SoundToggle />);
    const icon = container.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.stonekit-sound-toggle-waves')).not.toBeNull();
    await user.click(screen.getByRole('button'));
    expect(container.querySelector('.stonekit-sound-toggle-waves')).toBeNull();
    expect(container.querySelector('.stonekit-sound-toggle-slash')).not.toBeNull();
  });

  it('follows its muted prop when controlled, asking its owner to change it', async () => {
    const user = userEvent.setup();
    const onMutedChange = vi.fn();
    const { rerender } = render(<SoundToggle muted={false} onMutedChange={onMutedChange} />);
    const button = screen.getByRole('button', { name: 'Sound' });
    await user.click(button);
    expect(onMutedChange).toHaveBeenCalledWith(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    rerender(<SoundToggle muted onMutedChange={onMutedChange} />);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('works as a controlled toggle with state of its owner', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Sound' }));
    expect(screen.getByText('audible')).toBeDefined();
  });

  it('names itself in Chinese with soundMessagesZh', () => {
    render(<SoundToggle messages={soundMessagesZh} />);
    expect(screen.getByRole('button', { name: '声音' })).toBeDefined();
  });

  it('keeps its name for screen readers when only the icon shows', () => {
    render(<SoundToggle hideLabel />);
    const button = screen.getByRole('button', { name: 'Sound' });
    expect(button.getAttribute('title')).toBe('Sound');
    expect(button.querySelector('[data-visually-hidden]')?.textContent).toBe('Sound');
  });

  it('cannot be pressed when disabled', async () => {
    const user = userEvent.setup();
    const onMutedChange = vi.fn();
    render(<SoundToggle disabled onMutedChange={onMutedChange} />);
    await user.click(screen.getByRole('button', { name: 'Sound' }));
    expect(onMutedChange).not.toHaveBeenCalled();
  });

  it('has no axe violations, on or off, in English and Chinese, with or without its label', async () => {
    const { container } = render(
      <>
        <SoundToggle />
        <SoundToggle defaultMuted />
        <SoundToggle hideLabel />
        <span lang="zh-CN">
          <SoundToggle messages={soundMessagesZh} defaultMuted hideLabel />
        </span>
      </>,
    );
    expect(await violations(container)).toEqual([]);
  });
});

describe('SoundToggle with a storageKey', () => {
  const key = 'stonekit-test:sound';

  it('remembers the choice in localStorage', async () => {
    const user = userEvent.setup();
    render(<SoundToggle storageKey={key} />);
    await user.click(screen.getByRole('button', { name: 'Sound' }));
    expect(window.localStorage.getItem(key)).toBe('off');
    await user.click(screen.getByRole('button', { name: 'Sound' }));
    expect(window.localStorage.getItem(key)).toBe('on');
  });

  it('restores the remembered choice on mount, and tells its owner', () => {
    window.localStorage.setItem(key, 'off');
    const onMutedChange = vi.fn();
    render(
      <StrictMode>
        <SoundToggle storageKey={key} onMutedChange={onMutedChange} />
      </StrictMode>,
    );
    const button = screen.getByRole('button', { name: 'Sound' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(onMutedChange.mock.calls).toEqual([[true]]);
  });

  it('writes nothing before the user chooses', () => {
    render(<SoundToggle storageKey={key} defaultMuted />);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('ignores anything else stored under the key', () => {
    window.localStorage.setItem(key, '{"muted":tru');
    const onMutedChange = vi.fn();
    render(<SoundToggle storageKey={key} defaultMuted onMutedChange={onMutedChange} />);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
    expect(onMutedChange).not.toHaveBeenCalled();
  });

  it('still works when storage throws on every access', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<SoundToggle storageKey={key} />);
    const button = screen.getByRole('button', { name: 'Sound' });
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('still works when localStorage itself cannot be reached', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    render(<SoundToggle storageKey={key} />);
    const button = screen.getByRole('button', { name: 'Sound' });
    await user.click(button);
    expect(button.dataset.state).toBe('off');
  });
});
