import { useConfig } from 'antd-mobile/es/components/config-provider/index.js';
import InfiniteScroll, { type InfiniteScrollProps } from 'antd-mobile/es/components/infinite-scroll/index.js';

/**
 * antd-mobile's InfiniteScroll with its texts and a still "loading" line. Its own line ends in
 * DotLoading, an SVG animation the browser lays out and paints sixty times a second for as long
 * as a list has more pages, on screen or not: on a phone that is a third of the main thread,
 * and Lighthouse counted it as blocking time on every list.
 */
export function MoreOnScroll(props: Omit<InfiniteScrollProps, 'children'>) {
  const { locale } = useConfig();
  return (
    <InfiniteScroll {...props}>
      {(hasMore, failed, retry) => {
        if (!hasMore) return <span>{locale.InfiniteScroll.noMore}</span>;
        if (!failed) return <span>{locale.common.loading}</span>;
        return (
          <span>
            <span className="adm-infinite-scroll-failed-text">{locale.InfiniteScroll.failedToLoad}</span>
            <a onClick={retry}>{locale.InfiniteScroll.retry}</a>
          </span>
        );
      }}
    </InfiniteScroll>
  );
}
