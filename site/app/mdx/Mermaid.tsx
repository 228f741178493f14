import { useEffect, useId, useRef, useState } from 'react';

/**
 * A Mermaid diagram. The prerendered HTML holds the diagram's source (readable without
 * JavaScript); Mermaid itself is imported only when a page with a diagram is displayed, so pages
 * without diagrams never load it.
 */
export function Mermaid({ chart }: { chart: string }) {
  const [svg, setSvg] = useState<string>();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  useEffect(() => {
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
  }, [chart, id]);
  if (svg) return <div ref={ref} className="mermaid-diagram" role="img" aria-label="Diagram" dangerouslySetInnerHTML={{ __html: svg }} />;
  return (
    <pre className={`mermaid-diagram mermaid-diagram--source ${failed ? 'mermaid-diagram--failed' : ''}`}>
      <code>{chart}</code>
    </pre>
  );
}
