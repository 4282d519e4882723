import { Link } from 'react-router';
import { buttonClass } from './button.tsx';

/**
 * A link the service offers (a notification's "Open the tariff", "Read more"), already checked to be a path of this
 * dashboard or an `https:` address (notification-reader.ts's `safeHref`): the dashboard's own paths stay in the
 * app; another site opens in a new tab and learns nothing of where the reader came from.
 */
export function ActionLink({ href, children }: { href: string; children: string }) {
  const look = buttonClass({ variant: 'quiet' });
  return href.startsWith('/') ? (
    <Link to={href} className={look}>
      {children}
    </Link>
  ) : (
    <a href={href} className={look} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  );
}
