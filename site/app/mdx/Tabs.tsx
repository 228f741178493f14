import { Children, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';

interface TabItemProps {
  value: string;
  label?: string;
  children: ReactNode;
}

/** One tab's content; only meaningful inside <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Tabs with the WAI-ARIA tab pattern (arrow keys move between tabs). Every panel is in the
 * HTML, so readers without JavaScript and search engines see all of them.
 */
export function Tabs({ children, defaultValue }: { children: ReactNode; defaultValue?: string }) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string');
  const [selected, setSelected] = useState(defaultValue ?? items[0]?.props.value);
  const id = useId();
  const move = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.props.value);
    document.getElementById(`${id}-tab-${item.props.value}`)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {items.map((item, index) => (
          <button
            key={item.props.value}
            id={`${id}-tab-${item.props.value}`}
            type="button"
            role="tab"
            aria-selected={selected === item.props.value}
            aria-controls={`${id}-panel-${item.props.value}`}
            tabIndex={selected === item.props.value ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelected(item.props.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index + 1);
              if (event.key === 'ArrowLeft') move(index - 1);
            }}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.props.value} id={`${id}-panel-${item.props.value}`} role="tabpanel" aria-labelledby={`${id}-tab-${item.props.value}`} hidden={selected !== item.props.value} className="tabs__panel">
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
