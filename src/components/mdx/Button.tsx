import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ButtonArrowIcon } from '@/components/ui/docs-icons';
import { FOCUS_RING } from '@/components/ui/button';

export type ButtonVariant = 'primary' | 'secondary' | 'filled' | 'outline' | 'text';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'rounded-full bg-zinc-900 px-3 py-1 text-white hover:bg-zinc-700 dark:bg-orange-400/10 dark:text-orange-300 dark:ring-1 dark:ring-orange-400/20 dark:ring-inset dark:hover:bg-orange-400/10 dark:hover:text-orange-200 dark:hover:ring-orange-300',
  secondary:
    'rounded-full bg-zinc-100 px-3 py-1 text-zinc-900 hover:bg-zinc-200 dark:bg-zinc-800/40 dark:text-zinc-300 dark:ring-1 dark:ring-zinc-800 dark:ring-inset dark:hover:bg-zinc-800 dark:hover:text-zinc-200',
  filled:
    'rounded-full bg-zinc-900 px-3 py-1 text-white hover:bg-zinc-700 dark:bg-orange-500 dark:text-zinc-950 dark:hover:bg-orange-400',
  outline:
    'rounded-full px-3 py-1 text-zinc-700 ring-1 ring-zinc-900/10 ring-inset hover:bg-zinc-900/2.5 hover:text-zinc-900 dark:text-zinc-300 dark:ring-white/15 dark:hover:bg-white/5 dark:hover:text-white',
  text: 'text-orange-700 hover:text-orange-900 dark:text-orange-400 dark:hover:text-orange-300',
};

type ButtonProps = {
  variant?: ButtonVariant;
  arrow?: 'left' | 'right';
  className?: string;
  children: ReactNode;
} & (
  | ({ href: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'className' | 'children'>)
  | ({ href?: undefined } & Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'children'>)
);

/** A link (with href) or a button, in one of five variants. */
export function Button({ variant = 'primary', arrow, className, children, ...props }: ButtonProps) {
  const classes = clsx(
    `inline-flex items-center justify-center gap-0.5 overflow-hidden text-sm font-medium no-underline transition ${FOCUS_RING}`,
    VARIANTS[variant],
    className,
  );
  const content = (
    <>
      {arrow === 'left' && <ButtonArrowIcon className="mt-0.5 h-5 w-5 -ml-1 rotate-180" />}
      {children}
      {arrow === 'right' && <ButtonArrowIcon className="mt-0.5 h-5 w-5" />}
    </>
  );
  if (typeof props.href === 'string') {
    const { href, ...linkProps } = props as { href: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>;
    const external = /^https?:\/\//.test(href);
    return (
      <a
        href={href}
        className={classes}
        data-variant={variant}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...linkProps}
      >
        {content}
      </a>
    );
  }
  const buttonProps = props as ComponentPropsWithoutRef<'button'>;
  return (
    <button type="button" className={classes} data-variant={variant} {...buttonProps}>
      {content}
    </button>
  );
}
