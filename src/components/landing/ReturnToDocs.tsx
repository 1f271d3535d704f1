import type { ReactNode } from 'react';
import { ArrowIcon } from '@/components/ui/icons';

/**
 * When the visitor came here from a documentation page, a pill leads straight back to it; otherwise the slot
 * shows `fallback`. Static markup: src/scripts/return-to-docs.ts fills in the link of its template from the page's table of
 * documentation titles (rendered by the landing route) and swaps it in. Give both the same `className`: they
 * keep the same height, so nothing moves when they switch.
 */
export function ReturnToDocs({ fallback, className }: { fallback: ReactNode; className: string }) {
  return (
    <div data-return-slot="" className="contents">
      <div data-return-fallback="" className="contents">
        {fallback}
      </div>
      <template data-return-template="">
        <a href="/documentation" className={className} data-testid="return-to-docs">
          <ArrowIcon direction="left" className="h-4 w-4" />
          <span>
            Back to <span data-return-title="" />
          </span>
        </a>
      </template>
    </div>
  );
}
