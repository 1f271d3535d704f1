import type { ComponentPropsWithoutRef } from 'react';

import brandIcons from '@/assets/brand-icons.svg?url&no-inline';

type IconProps = ComponentPropsWithoutRef<'svg'>;

// A client component that imports an icon module ships every icon in it (unused exports are not dropped from
// client chunks), so icons are grouped by where they appear: ./icons.tsx on every page (header, footer,
// landing), ./docs-icons.tsx on documentation pages, ./search-icons.tsx in the search dialog, ./patterns.tsx
// for server-rendered decorations. Moved icons keep the attribute order of the markup they replaced (the
// caller's className sits where it stood), so the prerendered HTML did not change.

// The brand marks' long paths live once in a cached sprite (src/assets/brand-icons.svg) instead of in each page's
// HTML: the GitHub mark alone was about 0.4 KB gzip of every page, twice.

/** Decorative icons: always aria-hidden, the control around them carries the name. */
export function GitHubIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" fill="currentColor" {...props}>
      <use href={`${brandIcons}#github`} />
    </svg>
  );
}

export function DiscordIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" {...props}>
      <use href={`${brandIcons}#discord`} />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" {...props}>
      <use href={`${brandIcons}#x`} />
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" fill="none" {...props}>
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        stroke="currentColor"
        strokeWidth="1.5"
        d="M12.01 12a4.25 4.25 0 1 0-6.02-6 4.25 4.25 0 0 0 6.02 6Zm0 0 3.24 3.25"
      />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      {...props}
    >
      <path d="M3.5 6h13M3.5 10h13M3.5 14h13" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      {...props}
    >
      <path d="m5 5 10 10M15 5 5 15" />
    </svg>
  );
}

export function ArrowIcon({ direction = 'right', ...props }: IconProps & { direction?: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {direction === 'right' ? (
        <path d="M4 10h12m-4.5-4.5L16 10l-4.5 4.5" />
      ) : (
        <path d="M16 10H4m4.5-4.5L4 10l4.5 4.5" />
      )}
    </svg>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M6.5 3.5h-3v9h9v-3M9.5 2.5h4v4M13.5 2.5 7.5 8.5" />
    </svg>
  );
}

export function RssIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" fill="currentColor" {...props}>
      <path d="M2.5 2.5a11 11 0 0 1 11 11h-2a9 9 0 0 0-9-9v-2Zm0 4a7 7 0 0 1 7 7h-2a5 5 0 0 0-5-5v-2Zm1.5 4a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
    </svg>
  );
}

/** The site logo: a rounded orange tile with an R. Also drawn in src/app/icon.svg. */
export function LogoMark(props: IconProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" {...props}>
      <rect width="32" height="32" rx="8" fill="#ea580c" />
      <path
        d="M11 24V8h6.25a4.5 4.5 0 0 1 0 9H11m6.25 0L22 24"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
