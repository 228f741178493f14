import type { ComponentProps } from 'react';
import { SmartLink } from '../theme/SmartLink.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Mermaid } from './Mermaid.tsx';
import { RunExample } from './RunExample.tsx';
import { TabItem, Tabs } from './Tabs.tsx';
import { WebhookInbox } from './WebhookInbox.tsx';

/** What MDX content renders with: client-side links, code blocks, tabs, diagrams. */
export const mdxComponents = {
  a: (props: ComponentProps<'a'>) => <SmartLink {...props} />,
  pre: CodeBlock,
  img: (props: ComponentProps<'img'>) => <img loading="lazy" decoding="async" {...props} />,
  Tabs,
  TabItem,
  WebhookInbox,
  'run-example': RunExample,
  'mermaid-diagram': ({ 'data-chart': chart = '', 'data-label': label = 'Diagram', 'data-failed': failed }: { 'data-chart'?: string; 'data-label'?: string; 'data-failed'?: boolean }) => (
    <Mermaid chart={chart} label={label} failed={failed === true} />
  ),
};
