import { useColorMode } from './color-mode.ts';

const NEXT_LABEL = { light: 'dark mode', dark: 'light mode', system: 'light mode' } as const;

export function ColorModeToggle() {
  const { choice, toggle } = useColorMode();
  return (
    <button
      type="button"
      className="navbar__icon-button color-mode-toggle"
      onClick={toggle}
      title={`Switch to ${NEXT_LABEL[choice]} (current: ${choice} mode)`}
      aria-label={`Switch to ${NEXT_LABEL[choice]} (current: ${choice} mode)`}
      data-choice={choice}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="color-mode-toggle__sun">
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" />
        </g>
      </svg>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="color-mode-toggle__moon">
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </button>
  );
}
