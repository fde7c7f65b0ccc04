import { GomokuPage } from './gomoku/GomokuPage.tsx';
import { type Locale, LocaleProvider, locales, useLocale } from './i18n/locale.tsx';

function LanguageSwitch() {
  const { t, locale, setLocale } = useLocale();
  return (
    <label className="language">
      {t.language}
      <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
        {Object.entries(locales).map(([code, messages]) => (
          <option key={code} value={code} lang={code}>
            {messages.languageName}
          </option>
        ))}
      </select>
    </label>
  );
}

function Shell() {
  const { t } = useLocale();
  return (
    <div className="app">
      <header className="app-header">
        <div>
          <h1 className="app-title">{t.title}</h1>
          <p className="app-tagline">{t.tagline}</p>
        </div>
        <LanguageSwitch />
      </header>
      <main>
        <GomokuPage />
      </main>
      <footer className="app-footer">{t.footer}</footer>
    </div>
  );
}

export function App() {
  return (
    <LocaleProvider>
      <Shell />
    </LocaleProvider>
  );
}
