import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

// The app's buttons, and links that look like one: one way to write them (styles.css's .button family).

const variants = { default: 'button', primary: 'button button-primary', quiet: 'button button-quiet' };

export type ButtonVariant = keyof typeof variants;

const classOf = (variant: ButtonVariant, className: string | undefined) =>
  className ? `${variants[variant]} ${className}` : variants[variant];

/** A button (never a form's submit unless it says `type="submit"`); `busy` while what it started is under way. */
export function Button({
  variant = 'default',
  busy,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean }) {
  return <button type="button" aria-busy={busy || undefined} {...props} className={classOf(variant, className)} />;
}

/** A link to a page of the app that reads as an action ("Sign in", "All operations of …"). */
export function ButtonLink({ variant = 'default', className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={classOf(variant, className)} />;
}
