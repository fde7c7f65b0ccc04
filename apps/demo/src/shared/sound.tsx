import {
  type BoardSoundStore,
  SoundToggle,
  soundMessagesEn,
  soundMessagesZh,
  useBoardSounds,
} from '@stonekit/ui';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocale } from '../i18n/locale.tsx';

const storageKey = 'stonekit-demo:muted';

/** Whether a muted choice was saved; sound is on until the visitor turns it off. */
function savedMuted(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

interface SoundContextValue {
  muted: boolean; // the visitor turned sound off
  setMuted: (muted: boolean) => void; // turns it on or off, and remembers it
}

const SoundContext = createContext<SoundContextValue>({ muted: false, setMuted: () => {} });

/**
 * The page's one sound setting: on by default, as on most game sites (the browser lets nothing
 * play before the first click or key anyway), remembered across reloads.
 */
export function SoundProvider({ children }: { children: ReactNode }) {
  const [muted, setMuted] = useState(savedMuted);
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, String(muted));
    } catch {
      // Storage disabled: the choice lasts as long as the page.
    }
  }, [muted]);
  return <SoundContext.Provider value={{ muted, setMuted }}>{children}</SoundContext.Provider>;
}

/** The header's sound toggle. */
export function SoundSwitch() {
  const { locale } = useLocale();
  const { muted, setMuted } = useContext(SoundContext);
  return (
    <SoundToggle
      muted={muted}
      onMutedChange={setMuted}
      messages={locale === 'zh-CN' ? soundMessagesZh : soundMessagesEn}
    />
  );
}

/** Plays a board's sounds unless the visitor muted them. */
export function useDemoSounds(store: BoardSoundStore): void {
  const { muted } = useContext(SoundContext);
  useBoardSounds(store, { muted });
}
