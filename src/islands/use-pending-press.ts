import { useEffect } from 'react';
import { PENDING_PRESS_ATTRIBUTE } from './interaction';

/**
 * Presses again, once, the control a reader pressed before this island was live (see ./interaction.ts).
 * `scope` returns the elements that belong to the island: its root, and any outside trigger it owns.
 * Call it after the island's own listeners are attached (effects run in order).
 */
export function usePendingPress(scope: () => Array<Element | null | undefined>) {
  useEffect(() => {
    for (const root of scope()) {
      if (!root) continue;
      const pending = root.matches(`[${PENDING_PRESS_ATTRIBUTE}]`)
        ? root
        : root.querySelector(`[${PENDING_PRESS_ATTRIBUTE}]`);
      if (pending instanceof HTMLElement) {
        pending.removeAttribute(PENDING_PRESS_ATTRIBUTE);
        pending.click();
        return;
      }
    }
    // Only after the first mount: later renders have no pending press.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
