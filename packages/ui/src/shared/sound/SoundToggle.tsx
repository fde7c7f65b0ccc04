import { type ReactNode, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect, useLatest } from '../useLatest.ts';
import { type SoundMessages, soundMessagesEn } from './messages.ts';
import { readStoredMuted, writeStoredMuted } from './storedMuted.ts';

/** Props of `SoundToggle`. */
export interface SoundToggleProps {
  /** Sound is off, for a controlled toggle; leave it out for an uncontrolled one. */
  muted?: boolean | undefined;
  /** Sound is off at first, for an uncontrolled toggle. @defaultValue false */
  defaultMuted?: boolean | undefined;
  /**
   * Called with the new setting when the user turns sound on or off, and when a setting
   * remembered under `storageKey` is restored on mount.
   */
  onMutedChange?: ((muted: boolean) => void) | undefined;
  /**
   * Remember the user's choice in `localStorage` under this key, and restore it on mount. A value
   * stored there that is not one the toggle wrote is ignored.
   */
  storageKey?: string | undefined;
  /** Texts; a game's messages object fits. @defaultValue soundMessagesEn */
  messages?: Partial<Pick<SoundMessages, 'soundLabel'>> | undefined;
  /** Show only the icon, keeping the label for screen readers (and as a tooltip). @defaultValue false */
  hideLabel?: boolean | undefined;
  /** The toggle cannot be pressed. @defaultValue false */
  disabled?: boolean | undefined;
  /** Added to `stonekit-sound-toggle`. */
  className?: string | undefined;
  /** Id of the button. */
  id?: string | undefined;
}

/** A speaker sending out sound waves, or struck through. */
function SpeakerIcon({ on }: { on: boolean }): ReactNode {
  return (
    <svg
      className="stonekit-sound-toggle-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path className="stonekit-sound-toggle-speaker" d="M3 9h4l5-4.5v15L7 15H3z" />
      {on ? (
        <g className="stonekit-sound-toggle-waves">
          <path d="M15.5 9a4.2 4.2 0 0 1 0 6" />
          <path d="M18.5 6a8.4 8.4 0 0 1 0 12" />
        </g>
      ) : (
        <path className="stonekit-sound-toggle-slash" d="M3.5 3.5l17 17" />
      )}
    </svg>
  );
}

/**
 * A button that turns the game's sounds on and off: `aria-pressed` (pressed while sound is on)
 * under a name that stays the same ("Sound"), a speaker icon, and `data-state="on"` or `"off"`.
 * Controlled (`muted` with `onMutedChange`) or uncontrolled (`defaultMuted`), like Radix's
 * toggles; with `storageKey` it remembers the choice across visits. It plays nothing itself:
 * give its setting to `useBoardSounds` or to a `SoundPlayer`.
 *
 * @example
 * const [muted, setMuted] = useState(false);
 * useBoardSounds(store, { muted });
 * <SoundToggle muted={muted} onMutedChange={setMuted} storageKey="my-app:sound" />
 * @example
 * <SoundToggle defaultMuted hideLabel messages={soundMessagesZh} onMutedChange={player.setMuted} />
 */
export function SoundToggle({
  muted,
  defaultMuted = false,
  onMutedChange,
  storageKey,
  messages,
  hideLabel = false,
  disabled = false,
  className,
  id,
}: SoundToggleProps): ReactNode {
  const [ownMuted, setOwnMuted] = useState(defaultMuted);
  const controlled = muted !== undefined;
  const value = controlled ? muted : ownMuted;
  const latest = useLatest({ value, controlled, onMutedChange });
  const label = messages?.soundLabel ?? soundMessagesEn.soundLabel;

  const change = (next: boolean) => {
    if (!latest.current.controlled) setOwnMuted(next);
    latest.current.onMutedChange?.(next);
  };

  // Restored after mounting, not while rendering, so a server's HTML and the first render in the
  // browser agree; a layout effect, so the default never shows. Once per key: StrictMode runs
  // the effect twice.
  const restoredKey = useRef<string | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    if (storageKey === undefined || restoredKey.current === storageKey) return;
    restoredKey.current = storageKey;
    const stored = readStoredMuted(storageKey);
    if (stored !== null && stored !== latest.current.value) change(stored);
  }, [storageKey]);

  return (
    <button
      type="button"
      id={id}
      className={
        className === undefined ? 'stonekit-sound-toggle' : `stonekit-sound-toggle ${className}`
      }
      aria-pressed={!value}
      data-state={value ? 'off' : 'on'}
      disabled={disabled}
      title={hideLabel ? label : undefined}
      onClick={() => {
        const next = !latest.current.value;
        if (storageKey !== undefined) writeStoredMuted(storageKey, next);
        change(next);
      }}
    >
      <SpeakerIcon on={!value} />
      <span
        className="stonekit-sound-toggle-label"
        data-visually-hidden={hideLabel ? '' : undefined}
      >
        {label}
      </span>
    </button>
  );
}
