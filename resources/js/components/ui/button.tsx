import clsx from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner';

/** 'yellow' and 'black' are the two button colours of the specification; the rest are quieter variants. */
export type ButtonColor = 'yellow' | 'black' | 'danger' | 'outline' | 'outline-light' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const colors: Record<ButtonColor, string> = {
  yellow: 'bg-yellow text-ink hover:bg-yellow-deep',
  black: 'bg-ink text-white hover:bg-ink-soft',
  danger: 'bg-danger text-white hover:bg-[#912018]',
  outline: 'border border-ink/25 bg-white text-ink hover:border-ink hover:bg-cream',
  'outline-light': 'border border-white/40 text-white hover:border-white hover:bg-white/10',
  ghost: 'text-ink hover:bg-ink/5',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
};

const disabledLook = 'cursor-not-allowed opacity-50 saturate-50';

export function buttonClasses(
  color: ButtonColor = 'black',
  size: ButtonSize = 'md',
  disabled = false,
): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide whitespace-nowrap',
    'transition-colors duration-150 select-none',
    colors[color],
    sizes[size],
    disabled && disabledLook,
  );
}

/** The look of a button or a link drawn as one (black and medium by default). */
interface ButtonLook {
  color?: ButtonColor;
  size?: ButtonSize;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** For a page that moves the focus back to the button once its call is over. */
    ref?: Ref<HTMLButtonElement>;
    /** While its call is in flight the button is disabled and shows a spinner before its label. */
    busy?: boolean;
  };

export function Button({
  color,
  size,
  className,
  type = 'button',
  disabled,
  busy = false,
  children,
  ...props
}: ButtonProps) {
  const off = disabled || busy;
  return (
    <button
      type={type}
      disabled={off}
      className={clsx(buttonClasses(color, size, off), className)}
      {...props}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonLook & {
    /** A disabled link keeps its look but loses its address, and says so to assistive technology. */
    disabled?: boolean;
  };

/** A plain <a> styled as a button (full page load: for server routes that are not Inertia pages). */
export function ButtonLink({ color, size, className, disabled, href, ...props }: ButtonLinkProps) {
  if (disabled) {
    return (
      <a
        role="link"
        aria-disabled="true"
        className={clsx(buttonClasses(color, size, true), className)}
        {...props}
      />
    );
  }
  return <a href={href} className={clsx(buttonClasses(color, size), className)} {...props} />;
}
