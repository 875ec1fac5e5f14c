import { Tooltip } from '@mantine/core';
import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import { OFFLINE_MONEY_TOOLTIP } from '../../shared/offline';
import { useOnline } from './connectivity';

/**
 * Wraps the button of a money action (add an expense, Mark Paid, Mark Received): offline it stays in view
 * but does nothing, and its tooltip says why — money changes are never queued, since a payment confirmed
 * on a stale screen could settle the wrong debt. It is marked with `data-disabled` / `aria-disabled`
 * rather than `disabled`: a disabled button gets no pointer or focus events, so no tooltip could open.
 */
export function NeedsConnection({ children }: { children: ReactElement<Record<string, unknown>> }) {
  const online = useOnline();
  if (online) return children;
  return (
    <Tooltip label={OFFLINE_MONEY_TOOLTIP} events={{ hover: true, focus: true, touch: true }}>
      {cloneElement(children, {
        'data-disabled': true,
        'aria-disabled': true,
        // Also stops a link's navigation and a submit button's form, Enter in a field included.
        onClick: (event: MouseEvent) => event.preventDefault(),
      })}
    </Tooltip>
  );
}
