import { useRef, useState, type HTMLAttributes } from 'react';

/**
 * A code block highlighted at build time (shiki): the browser only adds the copy button.
 * `data-title` comes from the fence's `title="…"`.
 */
export function CodeBlock(props: HTMLAttributes<HTMLPreElement> & { 'data-title'?: string; 'data-language'?: string }) {
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const { 'data-title': title, ...rest } = props;
  const copy = async () => {
    const text = ref.current?.querySelector('code')?.textContent ?? ref.current?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="code-block">
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <pre ref={ref} {...rest} tabIndex={0} />
        <button type="button" className="code-block__copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
