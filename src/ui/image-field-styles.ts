import { makeStyles, tokens } from '@fluentui/react-components';

/** A picture field's layout: its label, the preview beside the file input, the message under them. */
export const useImageFieldStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  preview: { maxWidth: '160px', maxHeight: '96px', objectFit: 'contain' },
  error: { color: tokens.colorPaletteRedForeground1 },
});
