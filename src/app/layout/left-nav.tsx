// spec part 1 §2 "Left navigation": a narrow icon rail of modules and a side panel of the active
// module's children, with accordion groups (each with its logo) for Inventory, Policies, Integrations
// and Admin. The current route selects module and child; otherwise the stored navigation state does.
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { placeInMenu, type VisibleGroup, type VisibleItem, type VisibleModule } from '../menu';
import { setNavigation, useNavigationState } from './navigation-state';

export interface LeftNavSelection {
  readonly module: VisibleModule | undefined;
  readonly childId: string | null;
  readonly tabIndex: number;
  /** the current route is in the menu: the selection is the page itself, not the stored state */
  readonly placed: boolean;
}

export function useNavSelection(menu: readonly VisibleModule[], routeId: string | undefined): LeftNavSelection {
  const stored = useNavigationState();
  const placement = routeId ? placeInMenu(menu, routeId, stored.childId) : undefined;
  const moduleId = placement?.moduleId;
  const childId = placement?.routeId;
  const groupIndex = placement?.groupIndex;

  useEffect(() => {
    if (moduleId && childId) setNavigation({ moduleId, childId, ...(groupIndex !== undefined ? { tabIndex: groupIndex } : {}) });
  }, [moduleId, childId, groupIndex]);

  const module = menu.find((m) => m.id === (moduleId ?? stored.moduleId)) ?? menu[0];
  if (moduleId && childId) {
    // The stored tab index wins once it describes this child: the user may have folded its group.
    const storedIsCurrent = stored.moduleId === moduleId && stored.childId === childId;
    return { module, childId, tabIndex: storedIsCurrent ? stored.tabIndex : (groupIndex ?? 0), placed: true };
  }
  const sameModule = module !== undefined && module.id === stored.moduleId;
  return { module, childId: sameModule ? stored.childId : null, tabIndex: sameModule ? stored.tabIndex : 0, placed: false };
}

// Off the menu (a header page such as /endpoint-status) the stored module stays shown, but it is not
// announced as the current page.
function ModuleRail({ menu, activeId, placed }: { menu: readonly VisibleModule[]; activeId: string | undefined; placed: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.main')} className="module-rail">
      <ul>
        {menu.map((m) => {
          const Icon = m.icon;
          const active = m.id === activeId;
          return (
            <li key={m.id}>
              <Link to={m.href} className="module-rail-link" aria-current={active && placed ? 'page' : undefined} data-active={active || undefined}>
                <Icon aria-hidden width={20} height={20} />
                <span className="module-rail-label">{m.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ItemList({ items, selection, id, hidden }: { items: readonly VisibleItem[]; selection: LeftNavSelection; id?: string; hidden?: boolean }) {
  return (
    <ul className="panel-items" id={id} hidden={hidden}>
      {items.map((item) => (
        <li key={item.routeId}>
          <Link
            to={item.href}
            className="panel-link"
            aria-current={item.routeId === selection.childId && selection.placed ? 'page' : undefined}
            data-active={item.routeId === selection.childId || undefined}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AccordionGroup({ group, open, onToggle, selection }: { group: VisibleGroup; open: boolean; onToggle: () => void; selection: LeftNavSelection }) {
  const listId = useId();
  const Logo = group.logo;
  const Chevron = open ? ChevronDownIcon : ChevronRightIcon;
  return (
    <li className="panel-group">
      <button type="button" className="panel-group-toggle" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        <Logo aria-hidden />
        <span className="panel-group-label">{group.label}</span>
        <Chevron aria-hidden className="panel-group-chevron" />
      </button>
      <ItemList items={group.items} selection={selection} id={listId} hidden={!open} />
    </li>
  );
}

function ModulePanel({ module, selection }: { module: VisibleModule; selection: LeftNavSelection }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.section', { module: module.label })} className="module-panel">
      <h2 className="module-panel-title">{module.label}</h2>
      {module.groups ? (
        <ul className="panel-groups">
          {module.groups.map((group, index) => (
            <AccordionGroup
              key={group.id}
              group={group}
              selection={selection}
              open={index === selection.tabIndex}
              onToggle={() => setNavigation({ moduleId: module.id, tabIndex: index === selection.tabIndex ? -1 : index })}
            />
          ))}
        </ul>
      ) : (
        <ItemList items={module.items} selection={selection} />
      )}
    </nav>
  );
}

export function LeftNav({ menu, routeId, showPanel }: { menu: readonly VisibleModule[]; routeId: string | undefined; showPanel: boolean }) {
  const selection = useNavSelection(menu, routeId);
  if (!menu.length) return null;
  return (
    <>
      <ModuleRail menu={menu} activeId={selection.module?.id} placed={selection.placed} />
      {showPanel && selection.module ? <ModulePanel module={selection.module} selection={selection} /> : null}
    </>
  );
}
