import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { normalizeRoute, prefetchRoute } from '../page-loader.ts';
import { useRouter } from '../router/router.tsx';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string; nav?: boolean };

const isInternal = (href: string) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');

function plainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/**
 * Internal links navigate client-side and prefetch the target page on hover or focus; external
 * links open normally. `nav` marks the link of the current section as active.
 */
export function SmartLink({ href = '', nav, children, className, onClick, ...rest }: Props) {
  const { navigate, location } = useRouter();
  if (!isInternal(href) || rest.target) {
    const external = /^https?:\/\//.test(href);
    return (
      <a href={href} className={className} onClick={onClick} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  const pathname = href.startsWith('#') ? location.pathname : href.split(/[?#]/)[0]!;
  const prefetch = () => void prefetchRoute(pathname);
  const current = normalizeRoute(location.pathname);
  const target = normalizeRoute(pathname);
  const active = nav && (current === target || current.startsWith(`${target}/`));
  return (
    <a
      href={href}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onClick={(event) => {
        onClick?.(event);
        if (!plainLeftClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
