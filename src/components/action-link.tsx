import { Link } from 'react-router';

/**
 * A link the service offers (a notification's "Open the tariff", "Read more"), already checked to be a path of this
 * dashboard or an `https:` address (notification-reader.ts's `safeHref`): the dashboard's own paths stay in the
 * app; another site opens in a new tab and learns nothing of where the reader came from.
 */
export function ActionLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className="button button-quiet">
      {children}
    </Link>
  ) : (
    <a href={href} className="button button-quiet" rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  );
}
