import type { ReactNode } from 'react';
import { Frame } from './frame';
import type { HomeLink } from './header-bar';
import { LanguageSelect } from './language-select';

/** Home from a page the app's router does not run: a plain link, which loads the app. */
const PageLink: HomeLink = ({ to, ...props }) => <a href={to} {...props} />;

/** A page of its own, outside the app (the installer's): logo, language; no navigation, no account. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Frame homeLink={PageLink} headerEnd={<LanguageSelect />}>
      {children}
    </Frame>
  );
}

/** What a visitor who is not signed in sees at the right of the app's header: language, sign-up. */
export function PublicHeaderEnd({ signupSlot }: { signupSlot: ReactNode }) {
  return (
    <>
      <LanguageSelect />
      {signupSlot}
    </>
  );
}
