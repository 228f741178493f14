import { useEffect, useState } from 'react';
import config from 'virtual:orchestra/config';
import type { ClientConfig } from '../client-config.ts';
import { useRouter } from '../router/router.tsx';
import { SearchButton } from '../search/SearchButton.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Dropdown } from './Dropdown.tsx';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { SidebarTree } from './Sidebar.tsx';
import { SmartLink } from './SmartLink.tsx';
import { useCurrentPage } from './use-current-page.ts';
import { useHideOnScroll } from './use-hide-on-scroll.ts';

type NavbarItem = ClientConfig['navbar']['items'][number];

function NavbarItemView({ item, mobile }: { item: NavbarItem; mobile?: boolean }) {
  switch (item.type) {
    case 'link':
      return (
        <SmartLink className="navbar__link" href={item.to} nav>
          {item.label}
        </SmartLink>
      );
    case 'dropdown':
      if (mobile) {
        return (
          <div className="menu__group">
            <span className="menu__group-label">{item.label}</span>
            {item.items.map((link) => (
              <SmartLink key={link.to} className="navbar__link" href={link.to}>
                {link.label}
              </SmartLink>
            ))}
          </div>
        );
      }
      return (
        <Dropdown label={item.label}>
          {item.items.map((link) => (
            <li key={link.to}>
              <SmartLink className="dropdown__link" href={link.to}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </Dropdown>
      );
    case 'version':
      return (
        <SmartLink className="navbar__link navbar__version" href="/docs" title="Documentation version">
          {config.versionLabel}
        </SmartLink>
      );
    case 'locale':
      return <LocaleDropdown />;
    case 'colorMode':
      return config.colorMode.disableSwitch ? null : <ColorModeToggle />;
    case 'search':
      return <SearchButton />;
  }
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  const page = useCurrentPage();
  const sidebar = page?.meta.sidebar;
  // Docs pages open on their sidebar (the secondary menu); "Back to main menu" shows the primary.
  const [showPrimary, setShowPrimary] = useState(!sidebar);
  return (
    <div className="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Main menu">
      <div className="navbar-sidebar__brand">
        <SmartLink className="navbar__brand" href="/">
          {config.navbar.title}
        </SmartLink>
        <ColorModeToggle />
        <button type="button" className="navbar__icon-button" aria-label="Close navigation bar" onClick={onClose}>
          ×
        </button>
      </div>
      {showPrimary || !sidebar ? (
        <nav className="navbar-sidebar__primary menu" aria-label="Main">
          {/* The colour mode toggle and the search button stay in the bar itself. */}
          {config.navbar.items
            .filter((item) => item.type !== 'colorMode' && item.type !== 'search')
            .map((item, index) => (
              <NavbarItemView key={index} item={item} mobile />
            ))}
        </nav>
      ) : (
        <nav className="navbar-sidebar__secondary menu" aria-label="Docs sidebar">
          <button type="button" className="navbar-sidebar__back" onClick={() => setShowPrimary(true)}>
            ← Back to main menu
          </button>
          <SidebarTree items={sidebar} sidebarId={page?.meta.sidebarId ?? 'docs'} />
        </nav>
      )}
    </div>
  );
}

export function Navbar() {
  const hidden = useHideOnScroll(config.navbar.hideOnScroll);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { location } = useRouter();
  useEffect(() => setMobileOpen(false), [location.pathname]);
  const left = config.navbar.items.filter((item) => item.position === 'left');
  const right = config.navbar.items.filter((item) => item.position === 'right');
  return (
    <nav className={`navbar ${hidden ? 'navbar--hidden' : ''}`} aria-label="Main">
      <div className="navbar__inner">
        <button
          type="button"
          className="navbar__toggle navbar__icon-button"
          aria-label="Toggle navigation bar"
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <SmartLink className="navbar__brand" href="/">
          {config.navbar.logo && <img src={config.navbar.logo.src} alt="" width="28" height="28" />}
          <span className="navbar__title">{config.navbar.title}</span>
        </SmartLink>
        <div className="navbar__items">
          {left.map((item, index) => (
            <NavbarItemView key={index} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, index) => (
            <NavbarItemView key={index} item={item} />
          ))}
        </div>
      </div>
      {mobileOpen && (
        <>
          <div className="navbar-sidebar__backdrop" onClick={() => setMobileOpen(false)} />
          <MobileMenu onClose={() => setMobileOpen(false)} />
        </>
      )}
    </nav>
  );
}
