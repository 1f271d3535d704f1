import { useEffect } from 'react';
import { LIVE_ATTRIBUTE, PENDING_PRESS_ATTRIBUTE } from './interaction';

/**
 * Marks the island live and presses again, once, the control a reader pressed before it was (./interaction.ts).
 * `scope` returns the elements that belong to the island: its root, and any outside trigger it owns.
 * Call it after the island's own listeners are attached (effects run in order).
 */
export function usePendingPress(scope: () => Array<Element | null | undefined>) {
  useEffect(() => {
    const roots = scope();
    // First say the island is live, so the press replayed below reaches it instead of being held back again.
    for (const root of roots) root?.setAttribute(LIVE_ATTRIBUTE, '');
    for (const root of roots) {
      if (!root) continue;
      const pending = root.matches(`[${PENDING_PRESS_ATTRIBUTE}]`)
        ? root
        : root.querySelector(`[${PENDING_PRESS_ATTRIBUTE}]`);
      if (pending instanceof HTMLElement) {
        const kind = pending.getAttribute(PENDING_PRESS_ATTRIBUTE);
        pending.removeAttribute(PENDING_PRESS_ATTRIBUTE);
        if (kind === 'keyboard') {
          pending.focus({ preventScroll: true });
          const key = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
          // A menu button handles the key itself (and opens with its first item active); a plain button does not.
          if (pending.dispatchEvent(key)) pending.click();
        } else {
          pending.click();
        }
        return;
      }
    }
    // Only after the first mount: later renders have no pending press.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
