import { Outlet, useParams } from 'react-router';
import { SignedOutPanel } from '../../components/signed-out-panel.tsx';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { parseProjectId } from '../../config/paths.ts';

/**
 * Layout of the project groups' pages: a project page needs a session, and gets the project id already
 * checked. It sits in the route table rather than in the page so that the shared page chunk imports nothing
 * the first bundle also has (each such import makes the bundler split shared chunks, which costs bytes).
 */
export function ProjectGate() {
  const signedIn = useTokenStore((state) => state.session !== null);
  const projectId = parseProjectId(useParams().projectId);
  // An id that is no project number is the page's to explain, signed in or not.
  if (projectId !== null && !signedIn) return <SignedOutPanel />;
  return <Outlet context={{ projectId } satisfies ProjectContext} />;
}

/** What ProjectGate hands its pages through the outlet context; undefined on account and public pages. */
export interface ProjectContext {
  /** null: the URL's project id is not a positive whole number. */
  projectId: number | null;
}
