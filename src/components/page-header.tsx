import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page's heading: the way back above it, what it is about (the project, say) below it, and beside it where the page
 * leads (`aside`: a designed page's link to its group's operations).
 */
export function PageHeader({
  back,
  title,
  children,
  aside,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div>
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
        <h1>{title}</h1>
        {children}
      </div>
      {aside}
    </div>
  );
}
