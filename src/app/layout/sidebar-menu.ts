import { create } from 'zustand';

/**
 * Whether a phone's navigation drawer is open. Its Menu button sits in the header's row and the drawer beside the
 * page, so the two share this rather than one owning the other.
 */
export const useSidebarMenu = create<{ open: boolean }>(() => ({ open: false }));

export const setSidebarOpen = (open: boolean) => useSidebarMenu.setState({ open });

// The shell renders one of each, so fixed ids are unique.
export const MENU_BUTTON_ID = 'sidebar-toggle';
export const PANEL_ID = 'sidebar-panel';

/** Closes the drawer and gives the focus back to the Menu button that opened it. */
export function closeSidebar(): void {
  setSidebarOpen(false);
  document.getElementById(MENU_BUTTON_ID)?.focus();
}
