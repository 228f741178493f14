import { useEffect, useState } from 'react';
import config from 'virtual:orchestra/config';
import { useRouter } from '../router/router.tsx';
import { Dropdown } from './Dropdown.tsx';

/**
 * Switching locale keeps the reader where they are: same path, query and hash. The default
 * locale has no path prefix; others would live under /<code>/.
 */
export function LocaleDropdown() {
  const { location } = useRouter();
  // The hash is only known in the browser; add it after hydration so server and client agree.
  const [hash, setHash] = useState('');
  useEffect(() => setHash(location.hash), [location]);
  const { available, default: defaultLocale } = config.locales;
  const current = available.find((locale) => locale.code === defaultLocale) ?? available[0]!;
  return (
    <Dropdown label={<span className="locale-dropdown__label">{current.label}</span>} className="locale-dropdown">
      {available.map((locale) => {
        const prefix = locale.code === defaultLocale ? '' : `/${locale.code}`;
        const href = `${prefix}${location.pathname}${location.search}${hash}`;
        return (
          <li key={locale.code}>
            <a className="dropdown__link" href={href} lang={locale.code} aria-current={locale.code === current.code ? 'true' : undefined}>
              {locale.label}
            </a>
          </li>
        );
      })}
    </Dropdown>
  );
}
