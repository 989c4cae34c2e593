import {
  AppstoreAddOutlined,
  AppstoreOutlined,
  DashboardOutlined,
  HistoryOutlined,
  MailOutlined,
  MenuOutlined,
  ProfileOutlined,
  ReconciliationOutlined,
  RocketOutlined,
  ShoppingOutlined,
  StarOutlined,
  TableOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useAdminStatus } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { Button, Drawer, Grid, Menu, Skeleton } from 'antd';
import type { MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from '@shop/router';
import { NAMESPACE } from '../../app/i18n';
import { activeMenuPath, menuFor, menuLabelKey, type MenuPath } from './dashboard-menu';
import './dashboard-layout.css';

/** Icons by the route table's path; a page without one gets `AppstoreOutlined`. */
const ICONS: Partial<Record<MenuPath, ReactNode>> = {
  '': <DashboardOutlined />,
  myOrders: <ShoppingOutlined />,
  addReview: <StarOutlined />,
  profile: <UserOutlined />,
  addPart: <AppstoreAddOutlined />,
  manageParts: <UnorderedListOutlined />,
  specSheets: <ProfileOutlined />,
  manageOrders: <TableOutlined />,
  walletPayments: <WalletOutlined />,
  codLedger: <ReconciliationOutlined />,
  manageUser: <TeamOutlined />,
  messages: <MailOutlined />,
  activity: <HistoryOutlined />,
  releases: <RocketOutlined />,
};

const itemsFor = (isAdmin: boolean | undefined, t: (key: string) => string): MenuProps['items'] =>
  menuFor(isAdmin).map((item) => ({
    key: item.to,
    icon: ICONS[item.path] ?? <AppstoreOutlined />,
    label: <Link to={item.to}>{t(menuLabelKey(item))}</Link>,
  }));

/**
 * The dashboard frame belongs to the shell: title, menu, drawer toggle. Its outlet shows pages of
 * the dashboard remote or, for admin entries, of the admin remote — each loaded only when visited.
 */
export function DashboardLayout() {
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.lg);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const active = activeMenuPath(pathname);
  // Spec §4: the admin flag, fetched by the user's email, decides the menu.
  const { isAdmin, isLoading } = useAdminStatus();
  const { t } = useT(NAMESPACE);

  useEffect(() => setDrawerOpen(false), [pathname]);

  const menu = (
    <Menu
      mode="inline"
      items={itemsFor(isAdmin, t)}
      selectedKeys={active ? [active] : []}
      className="dashboard__menu"
      style={{ borderInlineEnd: 'none' }}
      aria-label={t('dashboard.menu')}
    />
  );
  const menuOrLoading = isLoading ? (
    <div role="status" aria-label={t('dashboard.loadingMenu')} style={{ padding: 12 }}>
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  ) : (
    menu
  );

  return (
    <section className="dashboard">
      <header className="dashboard__header">
        {!wide && (
          <Button
            icon={<MenuOutlined />}
            aria-label={t('dashboard.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            {t('dashboard.menuButton')}
          </Button>
        )}
        <h1 className="dashboard__title">{t('dashboard.title')}</h1>
      </header>
      <div className="dashboard__body">
        {wide ? (
          <aside className="dashboard__sider">{menuOrLoading}</aside>
        ) : (
          <Drawer
            title={t('dashboard.drawerTitle')}
            placement="left"
            size={280}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            styles={{ body: { padding: 8 } }}
          >
            {menuOrLoading}
          </Drawer>
        )}
        <div className="dashboard__content">
          <Outlet />
        </div>
      </div>
    </section>
  );
}
