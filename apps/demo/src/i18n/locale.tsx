import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { en, type Messages } from './en.ts';
import { zh } from './zh.ts';

export type Locale = 'en' | 'zh-CN';

export const locales: Record<Locale, Messages> = { en, 'zh-CN': zh };

const storageKey = 'stonekit-demo:locale';

/** The saved choice, else the browser's language: Chinese for any `zh*`, English otherwise. */
export function initialLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  const saved = window.localStorage.getItem(storageKey);
  if (saved === 'en' || saved === 'zh-CN') return saved;
  const preferred = window.navigator.languages?.[0] ?? window.navigator.language ?? 'en';
  return preferred.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

interface LocaleContextValue {
  locale: Locale; // the language shown
  t: Messages; // its text
  setLocale: (locale: Locale) => void; // switches and remembers the language
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
    window.localStorage.setItem(storageKey, locale);
  }, [locale]);
  return (
    <LocaleContext.Provider value={{ locale, t: locales[locale], setLocale }}>
      {children}
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}
