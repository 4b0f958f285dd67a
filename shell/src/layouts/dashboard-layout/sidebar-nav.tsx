import { DownOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { textIn } from '@skillhub/shared/i18n';
import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { useLayoutCssVars } from './layout-tokens.ts';
import { MenuIcon } from './menu-icon.tsx';
import {
  activeGroupKey,
  DASHBOARD_PATH,
  type SidebarGroup,
  type SidebarLink,
  type SidebarMenu,
} from './sidebar-menu.ts';

export interface SidebarNavProps {
  menu: SidebarMenu;
  /** labels shown; when false only icons, with the labels as tooltips */
  expanded: boolean;
  /** called after a link is followed (the drawer closes) */
  onNavigate?: () => void;
  /** shown on large screens: collapses or expands the column */
  onToggleCollapsed?: () => void;
}

export function SidebarNav({ menu, expanded, onNavigate, onToggleCollapsed }: SidebarNavProps) {
  const { pathname } = useLocation();
  const activeGroup = activeGroupKey(menu, pathname);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  const cssVars = useLayoutCssVars();
  const { t } = useT();

  // Arriving on a page of a group opens that group; groups the user opened stay as they are.
  useEffect(() => {
    if (activeGroup) setOpenGroups((open) => (open.has(activeGroup) ? open : new Set([...open, activeGroup])));
  }, [activeGroup]);

  const toggleGroup = (key: string) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <nav
      aria-label={t('nav.dashboard')}
      className={`sh-dl-nav ${expanded ? 'is-expanded' : 'is-collapsed'}`}
      style={cssVars}
      data-testid="dashboard-sidebar"
    >
      <ul className="sh-dl-nav-list">
        {menu.main.map((entry) =>
          entry.kind === 'group' ? (
            <GroupItem
              key={entry.key}
              group={entry}
              expanded={expanded}
              open={openGroups.has(entry.key)}
              active={activeGroup === entry.key}
              onToggle={() => toggleGroup(entry.key)}
              iconPending={menu.iconsPending}
              onNavigate={onNavigate}
            />
          ) : (
            <LinkItem
              key={entry.path}
              link={entry}
              expanded={expanded}
              iconPending={menu.iconsPending}
              onNavigate={onNavigate}
            />
          ),
        )}
      </ul>
      <div className="sh-dl-nav-bottom">
        {menu.bottom.length > 0 && (
          <ul className="sh-dl-nav-list">
            {menu.bottom.map((link) => (
              <LinkItem
                key={link.path}
                link={link}
                expanded={expanded}
                iconPending={menu.iconsPending}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        )}
        {onToggleCollapsed && (
          <Tooltip title={expanded ? undefined : t('dashboardLayout.expand')} placement="right">
            <button
              type="button"
              className="sh-dl-nav-item sh-dl-collapse-toggle"
              aria-label={expanded ? t('dashboardLayout.collapse') : t('dashboardLayout.expand')}
              aria-expanded={expanded}
              onClick={onToggleCollapsed}
            >
              <span className="sh-dl-nav-icon">{expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}</span>
              {expanded && <span className="sh-dl-nav-label">{t('dashboardLayout.collapseShort')}</span>}
            </button>
          </Tooltip>
        )}
      </div>
    </nav>
  );
}

function LinkItem({
  link,
  expanded,
  nested = false,
  iconPending,
  onNavigate,
}: {
  link: SidebarLink;
  expanded: boolean;
  nested?: boolean;
  iconPending?: boolean;
  onNavigate?: () => void;
}) {
  const { i18n } = useT();
  const label = textIn(link.label, i18n.language);
  return (
    <li>
      <Tooltip title={expanded ? undefined : label} placement="right">
        <NavLink
          to={link.path}
          end={link.path === DASHBOARD_PATH}
          className={`sh-dl-nav-item${nested ? ' is-nested' : ''}`}
          aria-label={expanded ? undefined : label}
          onClick={onNavigate}
        >
          <span className="sh-dl-nav-icon">
            <MenuIcon icon={link.icon} pending={iconPending} />
          </span>
          {expanded && <span className="sh-dl-nav-label">{label}</span>}
        </NavLink>
      </Tooltip>
    </li>
  );
}

function GroupItem({
  group,
  expanded,
  open,
  active,
  onToggle,
  iconPending,
  onNavigate,
}: {
  group: SidebarGroup;
  expanded: boolean;
  open: boolean;
  active: boolean;
  onToggle: () => void;
  iconPending?: boolean;
  onNavigate?: () => void;
}) {
  const listId = `sh-dl-group-${group.key}`;
  const { i18n } = useT();
  const label = textIn(group.label, i18n.language);
  return (
    <li>
      <Tooltip title={expanded ? undefined : label} placement="right">
        <button
          type="button"
          className={`sh-dl-nav-item sh-dl-nav-group${active ? ' is-active-group' : ''}`}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={expanded ? undefined : label}
          onClick={onToggle}
        >
          <span className="sh-dl-nav-icon">
            <MenuIcon icon={group.icon} pending={iconPending} />
          </span>
          {expanded && <span className="sh-dl-nav-label">{label}</span>}
          <DownOutlined aria-hidden className={`sh-dl-nav-chevron${open ? ' is-open' : ''}`} />
        </button>
      </Tooltip>
      <ul id={listId} className="sh-dl-nav-list sh-dl-nav-children" hidden={!open} aria-label={label}>
        {group.children.map((child) => (
          <LinkItem
            key={child.path}
            link={child}
            expanded={expanded}
            nested
            iconPending={iconPending}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </li>
  );
}
