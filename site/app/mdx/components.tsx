import type { ComponentProps } from 'react';
import { SmartLink } from '../theme/SmartLink.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Mermaid } from './Mermaid.tsx';
import { TabItem, Tabs } from './Tabs.tsx';

/** What MDX content renders with: client-side links, code blocks, tabs, diagrams. */
export const mdxComponents = {
  a: (props: ComponentProps<'a'>) => <SmartLink {...props} />,
  pre: CodeBlock,
  img: (props: ComponentProps<'img'>) => <img loading="lazy" decoding="async" {...props} />,
  Tabs,
  TabItem,
  'mermaid-diagram': ({ 'data-chart': chart = '' }: { 'data-chart'?: string }) => <Mermaid chart={chart} />,
};
