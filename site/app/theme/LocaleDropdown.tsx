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
  // Query and hash are only known in the browser (pages are prerendered without them): added
  // after hydration, as a change React applies, since it leaves a mismatched attribute as the
  // server wrote it.
  const [suffix, setSuffix] = useState('');
  useEffect(() => setSuffix(`${location.search}${location.hash}`), [location]);
  const { available, default: defaultLocale } = config.locales;
  const current = available.find((locale) => locale.code === defaultLocale) ?? available[0]!;
  return (
    <Dropdown label={<span className="locale-dropdown__label">{current.label}</span>} className="locale-dropdown">
      {available.map((locale) => {
        const prefix = locale.code === defaultLocale ? '' : `/${locale.code}`;
        const href = `${prefix}${location.pathname}${suffix}`;
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
