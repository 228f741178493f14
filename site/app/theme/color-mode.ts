import { useCallback, useEffect, useState } from 'react';
import config from 'virtual:orchestra/config';
import { THEME_KEY } from '../storage-keys.ts';

export type ColorChoice = 'light' | 'dark' | 'system';

function systemMode(): 'light' | 'dark' {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function readChoice(): ColorChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage disabled: fall through to the default.
  }
  return config.colorMode.respectPrefersColorScheme ? 'system' : config.colorMode.defaultMode;
}

function apply(choice: ColorChoice): void {
  document.documentElement.dataset.theme = choice === 'system' ? systemMode() : choice;
}

/**
 * The colour mode: light by default with the system preference ignored, unless the config
 * respects it (then the toggle cycles light → dark → system). Stored under `theme`
 * ('light', 'dark', or absent for the system), and followed across tabs.
 */
export function useColorMode(): { choice: ColorChoice; toggle: () => void } {
  // The server renders the default; the head script already painted the stored mode.
  const [choice, setChoice] = useState<ColorChoice>(config.colorMode.defaultMode);

  useEffect(() => {
    setChoice(readChoice());
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_KEY && event.key !== null) return;
      const next = readChoice();
      setChoice(next);
      apply(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback(() => {
    setChoice((current) => {
      const cycle: ColorChoice[] = config.colorMode.respectPrefersColorScheme ? ['light', 'dark', 'system'] : ['light', 'dark'];
      const next = cycle[(cycle.indexOf(current) + 1) % cycle.length]!;
      try {
        if (next === 'system') localStorage.removeItem(THEME_KEY);
        else localStorage.setItem(THEME_KEY, next);
      } catch {
        // The choice then lasts for this page only.
      }
      apply(next);
      return next;
    });
  }, []);

  return { choice, toggle };
}
