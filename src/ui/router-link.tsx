import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** A Fluent link that navigates inside the app (modifier clicks still open a new tab). */
export function RouterLink({ to, children, inline }: { to: string; children: ReactNode; inline?: boolean }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} inline={inline} onClick={handleClick}>
      {children}
    </Link>
  );
}
