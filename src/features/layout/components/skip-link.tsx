import { makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of each frame's `<main>`, which the skip link and a new page's focus move to. */
export const mainContentId = 'main-content';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalS,
    top: tokens.spacingVerticalS,
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    boxShadow: tokens.shadow16,
    // Off screen until a keyboard user reaches it: it is the first Tab stop of every page.
    transform: 'translateY(-200%)',
    ':focus': { transform: 'none', outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * "Skip to main content": the first focusable element of a frame. Focus moves by script so the
 * router does not take the `#main-content` fragment for a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  }
  return (
    <a className={styles.link} href={`#${mainContentId}`} onClick={skip}>
      {t('skip_link')}
    </a>
  );
}
