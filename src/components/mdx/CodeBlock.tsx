'use client';

import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { COPY_CONFIRMATION_MS } from '@/lib/constants';

export function CopyButton({ getText }: { getText: () => string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="absolute top-3 right-3 rounded-full bg-white/5 px-2.5 py-1 text-xs font-medium text-zinc-300 ring-1 ring-white/10 backdrop-blur transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-orange-400"
      onClick={() => {
        navigator.clipboard.writeText(getText()).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  );
}

/** A highlighted code block (Shiki output) with a Copy button. */
export function CodeBlock({ children, ...props }: ComponentPropsWithoutRef<'pre'>) {
  const ref = useRef<HTMLPreElement>(null);
  return (
    <div className="group relative">
      <pre ref={ref} {...props} tabIndex={0}>
        {children}
      </pre>
      <CopyButton getText={() => ref.current?.textContent ?? ''} />
    </div>
  );
}
