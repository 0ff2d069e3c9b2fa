import { CHROME, SITE_TEXTS } from '@manovo/content/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { Link, NavLink, useLocalePath, useLocation } from '../../lib/router';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import './site-header.css';

// The overlay and its search engine load on the first open, not with every page.
const SearchOverlay = lazy(() =>
  import('../../features/search-overlay/search-overlay').then((m) => ({ default: m.SearchOverlay })),
);

// docs/product.md §9: the navbar turns small past 10 px of scroll.
const SCROLLED_THRESHOLD = 10;

/** A browser without popovers (or a test DOM) has no :popover-open: the app's state is all there is. */
function isPopoverOpen(el: HTMLElement): boolean {
  try {
    return el.matches(':popover-open');
  } catch {
    return false;
  }
}

type Menu = (typeof SITE_TEXTS)['menu'];

/**
 * The menu's pages, each with its sections, as the bar above 1080 px (`site-nav`) and the phone menu
 * (`mobile-nav`) list them: one list, two blocks of classes.
 */
/** The header buttons' line drawings, in the text colour; the button around one carries its name. */
function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

function MenuItems({
  menu,
  block,
  itemClass,
  subLabel,
}: {
  menu: Menu;
  block: 'site-nav' | 'mobile-nav';
  itemClass?: string;
  /** The accessible name of a page's list of sections, where the list has one. */
  subLabel?: (title: string) => string;
}) {
  return menu.map((item) => (
    <li key={item.path} className={itemClass}>
      <NavLink to={item.path} end={item.path === '/'} className={`${block}__link`}>
        {item.title}
      </NavLink>
      {item.subItems && (
        <ul className={`${block}__sub`} aria-label={subLabel?.(item.title)}>
          {item.subItems.map((sub) => (
            <li key={sub.path}>
              <Link to={sub.path} className={`${block}__sublink`}>
                {sub.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  ));
}

export function SiteHeader() {
  const [isScrolled, setIsScrolled] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  const chrome = useTexts('chrome', CHROME);
  const MENU = useTexts('site', SITE_TEXTS).menu;
  const localePath = useLocalePath();

  // The menu is a popover the browser opens and closes by itself (before and without the app); the
  // app follows its state, including a menu opened before hydration, and closes it where the spec says.
  useEffect(() => {
    const nav = menu.current;
    if (!nav) return;
    const onToggle = () => setIsMenuOpen(isPopoverOpen(nav));
    onToggle();
    nav.addEventListener('toggle', onToggle);
    return () => nav.removeEventListener('toggle', onToggle);
  }, []);
  const closeMenu = useCallback(() => {
    const nav = menu.current;
    if (nav && isPopoverOpen(nav)) nav.hidePopover();
    setIsMenuOpen(false);
  }, []);

  useEffect(() => {
    const onScroll = () => {
      setIsScrolled(window.scrollY > SCROLLED_THRESHOLD);
      // docs/product.md §2: scrolling closes the mobile menu and the search.
      closeMenu();
      setIsSearchOpen(false);
    };
    // Not onScroll(): a menu the visitor opened before the app ran stays open.
    setIsScrolled(window.scrollY > SCROLLED_THRESHOLD);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [closeMenu]);

  // Every navigation closes the menu; the first render is not one.
  const shownAt = useRef(`${location.pathname}${location.hash}`);
  useEffect(() => {
    const at = `${location.pathname}${location.hash}`;
    if (at === shownAt.current) return;
    shownAt.current = at;
    closeMenu();
  });

  // The popover closes itself on Escape; this puts the focus back on the button as well.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        closeMenu();
        menuButton.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen, closeMenu]);

  const isSmall = isScrolled && !isHovered && !isMenuOpen;

  return (
    // Hover only expands the compact bar (docs/product.md §2: the small navbar expands on hover); it is not a control.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <header
      className={`site-header${isSmall ? ' site-header--small' : ''}`}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
    >
      <div className="site-header__bar container">
        <Link to="/" className="site-header__logo" aria-label={chrome.homeLink}>
          <Logo />
        </Link>
        <nav className="site-nav" aria-label={chrome.mainNav}>
          <ul className="site-nav__list">
            <MenuItems menu={MENU} block="site-nav" itemClass="site-nav__item" subLabel={chrome.sections} />
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitcher className="site-header__lang" />
          {/* Without the app (or before it runs) the icon submits to the search page; the app opens the overlay. */}
          <form action={localePath('/search')} method="get" className="site-header__search">
            <button
              type="submit"
              className="icon-btn"
              aria-label={chrome.searchSite}
              onClick={(e) => {
                e.preventDefault();
                setIsSearchOpen(true);
              }}
            >
              <LineIcon size={22}>
                <circle cx="11" cy="11" r="7" />
                <path d="m20 20-3.6-3.6" />
              </LineIcon>
            </button>
          </form>
          {/* popovertarget: the browser toggles the menu and tells assistive technology it is expanded. */}
          <button
            ref={menuButton}
            type="button"
            className="icon-btn site-header__burger"
            aria-label={isMenuOpen ? chrome.closeMenu : chrome.openMenu}
            popoverTarget={menuId}
            onClick={() => {
              // Only a browser without popovers needs the app to open the menu.
              if (!('popover' in HTMLElement.prototype)) setIsMenuOpen((v) => !v);
            }}
          >
            <LineIcon size={24}>
              {/* Both drawn; the stylesheet shows the one that fits the popover's state, app or not. */}
              <path className="site-header__burger-open" d="M4 7h16M4 12h16M4 17h16" />
              <path className="site-header__burger-close" d="M6 6l12 12M18 6 6 18" />
            </LineIcon>
          </button>
        </div>
      </div>
      <nav
        ref={menu}
        id={menuId}
        className={`mobile-nav${isMenuOpen ? ' is-open' : ''}`}
        aria-label={chrome.mobileNav}
        popover="auto"
      >
        <ul className="mobile-nav__list container">
          <MenuItems menu={MENU} block="mobile-nav" />
        </ul>
      </nav>
      {isSearchOpen && (
        <Suspense fallback={null}>
          <SearchOverlay open={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
