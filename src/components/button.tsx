import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

// The app's buttons, and links that look like one: one way to write them. A page that needs another look asks for it
// here (a variant, a size, a modifier: button.css), never by styling .button itself.

export type ButtonVariant = 'default' | 'primary' | 'quiet' | 'danger';
export type ButtonSize = 'default' | 'large' | 'icon';

/** How a button looks: its variant, its size, and the modifiers a place needs. */
export interface ButtonLook {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  /** Its words at its start, in a column of buttons of one width (the header's menu). */
  alignStart?: boolean | undefined;
  /** Its words wrap anywhere: a name the service gives, which may be one long word. */
  wrap?: boolean | undefined;
  /** One of several choices: pressed, it is outlined as well. */
  choice?: boolean | undefined;
}

/**
 * The classes of a button's look, for an element that is neither a button nor a link of the app (a download's link,
 * a file input's label), and a class of the page's own that places it.
 */
export function buttonClass(
  { variant = 'default', size = 'default', alignStart, wrap, choice }: ButtonLook = {},
  className?: string,
): string {
  // Each variant and size but the default is the modifier class of its name (button.css).
  let names = 'button';
  if (variant !== 'default') names += ` button-${variant}`;
  if (size !== 'default') names += ` button-${size}`;
  if (alignStart) names += ' button-start';
  if (wrap) names += ' button-wrap';
  if (choice) names += ' button-choice';
  return className ? `${names} ${className}` : names;
}

/** A button (never a form's submit unless it says `type="submit"`); `busy` while what it started is under way. */
export function Button({
  variant,
  size,
  alignStart,
  wrap,
  choice,
  busy,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { busy?: boolean }) {
  return (
    <button
      type="button"
      aria-busy={busy || undefined}
      {...props}
      className={buttonClass({ variant, size, alignStart, wrap, choice }, className)}
    />
  );
}

/** A link to a page of the app that reads as an action ("Sign in", "All operations of …"). */
export function ButtonLink({ variant, size, alignStart, wrap, choice, className, ...props }: LinkProps & ButtonLook) {
  return <Link {...props} className={buttonClass({ variant, size, alignStart, wrap, choice }, className)} />;
}
