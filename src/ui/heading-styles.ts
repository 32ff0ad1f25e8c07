import { makeStaticStyles } from '@fluentui/react-components';

/**
 * Fluent's Text (and Subtitle1, Title2…) draws inline even when rendered as a heading, so a heading
 * followed by a text ran into it ("HistoryNo change yet."). A heading is a block wherever it is.
 */
export const useHeadingsAsBlocks = makeStaticStyles({
  ':is(h1, h2, h3, h4, h5, h6).fui-Text': { display: 'block' },
});
