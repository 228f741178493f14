/**
 * Runnable fences (`json run …`) become a `run-example` element around the highlighted code:
 * the page shows the sample and a Run button; what to send is decided here, at build time, by
 * the same code `docs check` runs them with (sandbox/run-fence.ts).
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseFenceMeta, runnableFence } from '../../sandbox/run-fence.ts';

export function remarkRunnable() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined || !node.meta) return;
      const attributes = parseFenceMeta(node.meta);
      if (!attributes.has('run')) return;
      const parsed = runnableFence(node.lang ?? '', node.value, attributes);
      // An unrunnable fence is a run/failed error of the check, which stops the build first.
      if (!parsed.ok) return;
      parent.children[index] = {
        type: 'paragraph',
        children: [node as never],
        data: { hName: 'run-example', hProperties: { 'data-fence': JSON.stringify(parsed.fence) } },
      };
    });
  };
}
