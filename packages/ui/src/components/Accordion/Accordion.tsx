import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './Accordion.css';
import { cx } from '../../theme/cx';

export interface AccordionItem {
  id: string;
  /** The header content inside the toggle button (title, dates, a picture…). */
  header: ReactNode;
  /** Shown when open. Rendered only while open, so heavy HTML costs nothing closed. */
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The open item's id (controlled), or null for none. */
  value?: string | null;
  /** The item open at first (uncontrolled), e.g. from a link's `id` query. */
  defaultValue?: string | null;
  /** An item opened (its id) or closed (null). */
  onValueChange?: (id: string | null) => void;
  /** Heading level that wraps each header button. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** The root element (`<div>`). */
  ref?: Ref<HTMLDivElement>;
}

/** A list of items that open one at a time; each header is a button announcing its state. */
export function Accordion({
  items,
  value,
  defaultValue = null,
  onValueChange,
  headingLevel = 3,
  className,
  ref,
}: AccordionProps) {
  const baseId = useId();
  const [current, setCurrent] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'Accordion',
  });
  const toggle = (id: string) => setCurrent(current === id ? null : id);
  const Heading = `h${headingLevel}` as const;

  return (
    <div ref={ref} className={cx(css.list, className)}>
      {items.map((item) => {
        const open = item.id === current;
        const buttonId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <section key={item.id} className={css.item} data-open={open ? '' : undefined}>
            <Heading className={css.heading}>
              <button
                type="button"
                id={buttonId}
                className={css.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className={css.headerContent}>{item.header}</span>
                <Icon name="chevron-down" className={css.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={css.panel}
              hidden={!open}
            >
              {open && item.content}
            </div>
          </section>
        );
      })}
    </div>
  );
}
