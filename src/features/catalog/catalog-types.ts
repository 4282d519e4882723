/**
 * Types of the operation catalog: the operation groups of the service's interface document
 * (docs/interface.md, section 1 and section 4.3), as the dashboard navigates them.
 */

import type { MessageTable } from '../../lib/i18n/message-table.ts';

export type Scope = 'account' | 'project' | 'public';

export type SectionId =
  'account' | 'tariffs' | 'project' | 'channels' | 'streaming' | 'billing' | 'notifications' | 'content';

/**
 * - `documented`: method and path are given by the document (4.1, 4.2).
 * - `method-only`: only the HTTP method is given (the Auth table, 4.3).
 * - `not-documented`: the document lists the name only.
 */
export type DocStatus = 'documented' | 'method-only' | 'not-documented';

export interface CatalogOperation {
  /** Exactly as the document lists it. */
  name: string;
  status: DocStatus;
  /** Only where the document gives it (the Auth table, 4.1, 4.2). */
  method?: 'GET' | 'POST';
  /** Only for the two fully documented operations. */
  path?: string;
  /** The document's section that describes it in full ("4.1", "4.2"); only for those two. */
  section?: string;
  /** How many operations the document says this line stands for (the Auth table's "Internal request of auth (two operations)"); default 1. */
  count?: number;
}

export interface CatalogGroup {
  /** Stable id = the group name as the document spells it. */
  name: string;
  /** The document's table row this group came from, verbatim (e.g. "MoneyFlow, Transactions"). */
  row: string;
  scope: Scope;
  section: SectionId;
  /**
   * The dashboard's own one-sentence summary of the group's operation names (the document gives no purposes), only
   * where the names make it plain; null otherwise. Per language. Always shown marked as a summary of the names.
   */
  purpose: MessageTable<string> | null;
  operations: CatalogOperation[];
  /**
   * A group the interface document does not name, which the dashboard designs a page for from the real kind's newer
   * description (described-groups.ts): its row is its own name, it lists no operation, and its pages say the document
   * does not name it; the deployment's description gives every operation of it.
   */
  outsideDocument?: true;
}
