import { Button, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A Fluent button that is a link inside the app: it goes to a page (a modifier click opens it in a
 * new tab), where a button would do something on this one.
 */
export function RouterButton({
  to,
  appearance,
  icon,
  children,
}: {
  to: string;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
  children: ReactNode;
}) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={handleClick} appearance={appearance} icon={icon}>
      {children}
    </Button>
  );
}
