// The side menu, generated from the route table.
import { vendorMay } from '@vp/contracts';
import { joinPath, type AreaRoute, type MenuIcon, type SubRoute } from './route-table.ts';

export type MenuLink = { label: string; to: string };
export type MenuEntry = MenuLink & { icon: MenuIcon; children: MenuLink[] };

/** SPEC section 2: sub-routes flagged as having no drawer are hidden from the menu. */
export function isInMenu(route: SubRoute): boolean {
  return route.showInMenu && route.hasDrawer;
}

/** Whether a user holding `permissions` may open the area (its opening call's access allows them). */
export function mayOpen(area: AreaRoute, permissions: readonly string[]): boolean {
  return area.opensWith === undefined || vendorMay(permissions, area.opensWith);
}

export function buildMenu(areas: readonly AreaRoute[], permissions: readonly string[] = []): MenuEntry[] {
  return areas
    .filter((area) => area.showInMenu && mayOpen(area, permissions))
    .map((area) => {
      const children = area.children
        .filter(isInMenu)
        .map((child) => ({ label: child.menuLabel, to: joinPath(area.path, child.path) }));
      // the area entry links straight to its first page rather than through the redirect; an area whose
      // one page is its own address (the dashboard) is a single entry
      const single = children.length === 1 && children[0]?.to === area.path;
      return {
        label: area.menuLabel,
        icon: area.icon,
        to: children[0]?.to ?? area.path,
        children: single ? [] : children,
      };
    });
}
