import { useEffect } from 'react';
import config from 'virtual:orchestra/config';
import { mdxComponents } from '../mdx/components.tsx';
import { useRouter } from '../router/router.tsx';
import type { PageModule } from '../types.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CrashBoundary } from './CrashBoundary.tsx';
import { LoadError } from './LoadError.tsx';
import { NotFound } from './NotFound.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SmartLink } from './SmartLink.tsx';
import { TableOfContents } from './Toc.tsx';

function DocPage({ page }: { page: PageModule }) {
  const { meta, default: Content } = page;
  return (
    <div className="doc-page">
      {meta.sidebar && <Sidebar items={meta.sidebar} sidebarId={meta.sidebarId ?? 'docs'} route={meta.route} />}
      <main id="__main" tabIndex={-1} className="doc-main">
        <Breadcrumbs crumbs={meta.breadcrumbs} />
        <article className="markdown">
          <CrashBoundary resetKey={meta.route}>
            <Content components={mdxComponents} />
          </CrashBoundary>
        </article>
        {(meta.previous || meta.next) && (
          <nav className="pagination-nav" aria-label="Docs pages">
            {meta.previous && (
              <SmartLink className="pagination-nav__link pagination-nav__link--prev" href={meta.previous.href}>
                <span className="pagination-nav__sublabel">Previous</span>
                <span className="pagination-nav__label">{meta.previous.label}</span>
              </SmartLink>
            )}
            {meta.next && (
              <SmartLink className="pagination-nav__link pagination-nav__link--next" href={meta.next.href}>
                <span className="pagination-nav__sublabel">Next</span>
                <span className="pagination-nav__label">{meta.next.label}</span>
              </SmartLink>
            )}
          </nav>
        )}
      </main>
      {!meta.hideTableOfContents && <TableOfContents items={meta.toc} />}
    </div>
  );
}

function SitePage({ page }: { page: PageModule }) {
  const { meta, default: Content } = page;
  return (
    <main id="__main" tabIndex={-1} className="site-page markdown">
      <CrashBoundary resetKey={meta.route}>
        <Content components={mdxComponents} />
      </CrashBoundary>
    </main>
  );
}

export function PageView() {
  const { state } = useRouter();
  const page = state.status === 200 ? state.page : undefined;
  useEffect(() => {
    if (page) document.title = page.meta.route === '/' ? config.title : `${page.meta.title} | ${config.title}`;
  }, [page]);
  if (state.status === 404) return <NotFound />;
  if (state.status === 'load-error') return <LoadError />;
  return state.page.meta.kind === 'doc' ? <DocPage page={state.page} /> : <SitePage page={state.page} />;
}
