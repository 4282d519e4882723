import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page's heading: the way back above it, and what it is about (the project, say) below it. */
export function PageHeader({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  children?: ReactNode;
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
    </div>
  );
}
