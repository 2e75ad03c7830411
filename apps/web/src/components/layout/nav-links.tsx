import { Link, useLocation } from 'react-router';
import { isWithin } from '../../lib/paths';
import type { NavTab } from './use-nav-tabs';

/** The tabs as a list of links; the current section's tab has aria-current="page". */
export function NavLinks({
  tabs,
  className,
  onNavigate,
}: {
  tabs: NavTab[];
  className: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {tabs.map((tab) => {
        const active = isWithin(pathname, tab.section);
        return (
          <li key={tab.id}>
            <Link
              to={tab.to}
              className={active ? 'nav-link nav-link--active' : 'nav-link'}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {tab.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
