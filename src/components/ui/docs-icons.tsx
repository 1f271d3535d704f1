import type { ComponentPropsWithoutRef } from 'react';

type IconProps = ComponentPropsWithoutRef<'svg'>;

/** Icons of the documentation pages and the MDX widgets (see ./icons.tsx on why they live apart). */

/** "Edit this page". */
export function PencilIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" {...props} strokeWidth="1.5">
      <path
        d="M12.75 4.75 15.25 7.25M4.75 15.25l.75-3.25 8.25-8.25a1.77 1.77 0 0 1 2.5 2.5L8 14.5l-3.25.75Z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The documentation navigation toggle (three lines, drawn with the current stroke). */
export function NavigationIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      aria-hidden="true"
      {...props}
      strokeWidth="1.5"
      strokeLinecap="round"
    >
      <path d="M3.5 6h13M3.5 10h13M3.5 14h13" />
    </svg>
  );
}

/** Closes the documentation navigation panel (a slightly smaller cross than CloseIcon). */
export function PanelCloseIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      aria-hidden="true"
      {...props}
      strokeWidth="1.5"
      strokeLinecap="round"
    >
      <path d="m5.5 5.5 9 9m0-9-9 9" />
    </svg>
  );
}

/** Previous / next page. */
export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" {...props} strokeWidth="1.5">
      <path
        d={direction === 'left' ? 'm11.5 6.5-3.5 3.5 3.5 3.5' : 'm8.5 6.5 3.5 3.5-3.5 3.5'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The language menu's button: a globe, then the current language, then a small chevron. */
export function GlobeIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" {...props} strokeWidth="1.5">
      <circle cx="10" cy="10" r="7.25" />
      <path d="M2.75 10h14.5M10 2.75c2 2.1 3 4.5 3 7.25s-1 5.15-3 7.25c-2-2.1-3-4.5-3-7.25s1-5.15 3-7.25Z" />
    </svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" {...props} strokeWidth="1.5">
      <path d="m4.5 6.5 3.5 3.5 3.5-3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** "Copy page": two stacked sheets. */
export function CopyIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" {...props} strokeWidth="1.5">
      <rect x="7" y="7" width="10" height="10" rx="2" />
      <path
        d="M13 4.5A1.5 1.5 0 0 0 11.5 3h-7A1.5 1.5 0 0 0 3 4.5v7A1.5 1.5 0 0 0 4.5 13"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The chosen entry of a menu. */
export function CheckIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" {...props} strokeWidth="1.75">
      <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The arrow of an MDX <Button arrow="left|right">; the left one is the right one turned round by its class. */
export function ButtonArrowIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" {...props}>
      <path
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="m11.5 6.5 3 3.5m0 0-3 3.5m3-3.5h-9"
      />
    </svg>
  );
}

/** The mark of a <Note> callout. */
export function InfoIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" {...props}>
      <circle cx="8" cy="8" r="8" strokeWidth="0" />
      <path
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="1.5"
        d="M6.75 7.75h1.5v3.5"
      />
      <circle cx="8" cy="4" r=".5" fill="none" />
    </svg>
  );
}

/** The mark of a tip callout: a light bulb. */
export function TipIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" {...props}>
      <path
        strokeWidth="0"
        d="M8 0a5.5 5.5 0 0 0-3.3 9.9c.5.4.8.9.8 1.5V12h5v-.6c0-.6.3-1.1.8-1.5A5.5 5.5 0 0 0 8 0Z"
      />
      <path fill="none" strokeLinecap="round" strokeWidth="1.5" d="M6.5 6.5 8 8l1.5-1.5M8 8v3" />
      <rect x="5.5" y="13" width="5" height="3" rx="1.5" strokeWidth="0" />
    </svg>
  );
}

/** The mark of an "important" callout: an exclamation mark in a speech bubble. */
export function ImportantIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" {...props}>
      <path
        strokeWidth="0"
        d="M3 0h10a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H7l-4 3v-3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3Z"
      />
      <path fill="none" strokeLinecap="round" strokeWidth="1.5" d="M8 3.5v4" />
      <circle cx="8" cy="10" r=".5" fill="none" />
    </svg>
  );
}

/** The mark of a warning callout: an exclamation mark in a triangle. */
export function WarningIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" {...props}>
      <path
        strokeWidth="0"
        d="M6.7.8a1.5 1.5 0 0 1 2.6 0l6.5 12.9A1.5 1.5 0 0 1 14.5 16h-13A1.5 1.5 0 0 1 .2 13.7Z"
      />
      <path fill="none" strokeLinecap="round" strokeWidth="1.5" d="M8 5.5v4.5" />
      <circle cx="8" cy="13" r=".5" fill="none" />
    </svg>
  );
}

/** The mark of a danger callout: an exclamation mark in an octagon. */
export function DangerIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" {...props}>
      <path strokeWidth="0" d="M4.7 0h6.6L16 4.7v6.6L11.3 16H4.7L0 11.3V4.7Z" />
      <path fill="none" strokeLinecap="round" strokeWidth="1.5" d="M8 4v4.5" />
      <circle cx="8" cy="11.5" r=".5" fill="none" />
    </svg>
  );
}
