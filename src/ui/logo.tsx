import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
  },
  mark: { flexShrink: 0 },
});

/** The product mark: a sofa outline in the brand colour, and the name. */
export function Logo() {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <svg
        className={styles.mark}
        width="28"
        height="28"
        viewBox="0 0 28 28"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="28" height="28" rx="6" fill={tokens.colorBrandBackground} />
        <path
          d="M7 17v-4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4M5 15.5a1.5 1.5 0 0 1 3 0V18h12v-2.5a1.5 1.5 0 0 1 3 0V20H5zM8 20v2M20 20v2"
          fill="none"
          stroke={tokens.colorNeutralForegroundOnBrand}
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>Fitout</span>
    </span>
  );
}
