import type { Crumb } from '../types.ts';
import { SmartLink } from './SmartLink.tsx';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <SmartLink href="/docs" aria-label="Docs home">
            Docs
          </SmartLink>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {crumb.href && index < crumbs.length - 1 ? <SmartLink href={crumb.href}>{crumb.label}</SmartLink> : <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
