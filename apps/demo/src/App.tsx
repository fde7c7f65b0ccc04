import { GomokuPage } from './gomoku/GomokuPage.tsx';
import { type Locale, LocaleProvider, locales, useLocale } from './i18n/locale.tsx';
import { ReversiPage } from './reversi/ReversiPage.tsx';
import { SoundProvider, SoundSwitch } from './shared/sound.tsx';
import { type Route, useHashRoute } from './useHashRoute.ts';

function GameNav({ route, navigate }: { route: Route; navigate: (route: Route) => void }) {
  const { t } = useLocale();
  const pages: [Route, string][] = [
    ['gomoku', t.gomoku],
    ['reversi', t.reversi],
  ];
  return (
    <nav className="app-nav" aria-label={t.games}>
      {pages.map(([name, label]) => (
        <a
          key={name}
          href={`#/${name}`}
          aria-current={route === name ? 'page' : undefined}
          onClick={(e) => {
            e.preventDefault();
            navigate(name);
          }}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}

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
  const [route, navigate] = useHashRoute();
  return (
    <div className="app">
      <header className="app-header">
        <div>
          <h1 className="app-title">{t.title}</h1>
          <p className="app-tagline">{t.tagline}</p>
        </div>
        <GameNav route={route} navigate={navigate} />
        <div className="app-settings">
          <SoundSwitch />
          <LanguageSwitch />
        </div>
      </header>
      <main>{route === 'reversi' ? <ReversiPage /> : <GomokuPage />}</main>
      <footer className="app-footer">{t.footer}</footer>
    </div>
  );
}

export function App() {
  return (
    <LocaleProvider>
      <SoundProvider>
        <Shell />
      </SoundProvider>
    </LocaleProvider>
  );
}
