import { QueryClient } from '@tanstack/react-query';
import { getOrderDetailCall } from '@vp/contracts';
import { describe, expect, it } from 'vitest';
import { historyPages } from '../../../components/order-timeline/history-pages.ts';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { callKey } from '../../../lib/call.ts';
import { detailsParamsAt, orderDetailQuery, prefetchDetailsPageData } from './details-page-data.ts';

// nothing listens there: what is asked for fails, which the page's own queries show
setApiBaseUrl('http://127.0.0.1:9');

// as the app's: an answer in the cache is fresh for a while (app/query-client.ts)
const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

const asked = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key, exact: true }) !== undefined;

/** A client holding crew line 7's detail, whose order is 1234 (as its answer would have it). */
function clientWithOrder() {
  const client = createQueryClient();
  client.setQueryData(orderDetailQuery(7).queryKey, { orderDetail: { ordNum: 1234 } } as never);
  return client;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the details page's data at the app's start", () => {
  it('reads the crew line and order numbers of a details path only', () => {
    expect(detailsParamsAt('/work-order/work-order-details/7/1234/3')).toMatchObject({
      ocdId: 7,
      ordNum: 1234,
    });
    expect(detailsParamsAt('/work-order/work-order-details/7')).toMatchObject({
      ocdId: 7,
      ordNum: undefined,
    });
    expect(detailsParamsAt('/work-order/work-order-details')).toBeUndefined();
    expect(detailsParamsAt('/work-order/work-order-details/x/1234/3')).toBeUndefined();
    expect(detailsParamsAt('/work-order/list-work-orders')).toBeUndefined();
  });

  it("is the page's own query: one request serves both", () => {
    expect(orderDetailQuery(7).queryKey).toEqual(callKey(getOrderDetailCall, { params: { id: 7 } }));
  });

  it("asks for the History's first page once the order is in, for the path's order", async () => {
    const client = clientWithOrder();
    prefetchDetailsPageData(client, '/work-order/work-order-details/7/1234/3');
    await settled();
    expect(asked(client, historyPages(1234).queryKey)).toBe(true);
  });

  it('asks for it on a shortened path too, by the crew line order', async () => {
    const client = clientWithOrder();
    prefetchDetailsPageData(client, '/work-order/work-order-details/7');
    await settled();
    expect(asked(client, historyPages(1234).queryKey)).toBe(true);
  });

  it("asks for no History when the path's order number is not the crew line's (a hand-made link)", async () => {
    const client = clientWithOrder();
    prefetchDetailsPageData(client, '/work-order/work-order-details/7/999/3');
    await settled();
    expect(asked(client, historyPages(999).queryKey)).toBe(false);
    expect(asked(client, historyPages(1234).queryKey)).toBe(false);
  });

  it('asks for nothing on another page', async () => {
    const client = createQueryClient();
    prefetchDetailsPageData(client, '/work-order/list-work-orders');
    await settled();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
