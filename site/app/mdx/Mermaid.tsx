import { useEffect, useId, useState } from 'react';

/**
 * A Mermaid diagram the build did not draw: the dev server, or a build without Chromium (built
 * pages normally show images, see site/build/mermaid-diagrams.ts). The prerendered HTML holds the
 * source (readable without JavaScript); Mermaid itself is imported only when such a diagram is
 * displayed. `failed`: the build already knows Mermaid cannot draw it, so only the source shows.
 */
export function Mermaid({ chart, label, failed: failedAtBuild = false }: { chart: string; label: string; failed?: boolean }) {
  const [svg, setSvg] = useState<string>();
  const [failed, setFailed] = useState(failedAtBuild);
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  useEffect(() => {
    if (failedAtBuild) return;
    let cancelled = false;
    const dark = document.documentElement.dataset.theme === 'dark';
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default', securityLevel: 'strict' });
        const { svg: rendered } = await mermaid.render(`mermaid-${id}`, chart);
        if (!cancelled) setSvg(rendered);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [chart, id, failedAtBuild]);
  if (svg) return <div className="mermaid-diagram" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
  return (
    <pre className={`mermaid-diagram mermaid-diagram--source ${failed ? 'mermaid-diagram--failed' : ''}`}>
      <code>{chart}</code>
    </pre>
  );
}
