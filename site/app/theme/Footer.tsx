import config from 'virtual:orchestra/config';
import { SmartLink } from './SmartLink.tsx';

export function Footer() {
  const footer = config.footer;
  if (!footer) return null;
  const columns = footer.links.length > 0 && 'items' in footer.links[0]! ? (footer.links as Array<{ title: string; items: Array<{ label: string; to: string }> }>) : undefined;
  const flat = columns ? undefined : (footer.links as Array<{ label: string; to: string }>);
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        {columns && (
          <div className="footer__columns">
            {columns.map((column) => (
              <div key={column.title} className="footer__column">
                <p className="footer__title">{column.title}</p>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.to}>
                      <SmartLink href={link.to}>{link.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {flat && (
          <ul className="footer__flat">
            {flat.map((link) => (
              <li key={link.to}>
                <SmartLink href={link.to}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        )}
        {footer.logo && <img className="footer__logo" src={footer.logo.src} alt={footer.logo.alt} />}
        {footer.copyright && <p className="footer__copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}
