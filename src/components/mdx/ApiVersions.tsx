import type { ReactNode } from 'react';

/**
 * The releases of a Python reference entry, under its heading (src/lib/reference/pages.ts writes them): "Added in
 * 0.40.0." and each later "Changed in …" as a badge of its own, in one paragraph. The release numbers are data
 * attributes, which the version lens compares with the reader's release (src/scripts/version-lens.ts); without
 * JavaScript the badges are all there is.
 */
export function ApiVersions({ since, children }: { since?: string; children?: ReactNode }) {
  return (
    <div className="api-versions" data-since={since}>
      {children}
    </div>
  );
}

/** One release of an entry, in ApiVersions' paragraph. */
export function ApiVersion({ version, children }: { version: string; children?: ReactNode }) {
  return (
    <span className="api-version" data-version={version}>
      {children}
    </span>
  );
}
